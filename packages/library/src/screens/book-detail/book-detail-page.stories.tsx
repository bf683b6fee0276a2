import { endpoints, type BookDetail, type Review } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { answer, callLog, page, refuse, ScreenStory } from "@campus/ui/testing";
import { detail, reservation, review, reviews } from "../../testing/library-fixtures";
import { BookDetailPage } from "./book-detail-page";

const { onRuntime, entries: calls } = callLog();

/** A small library that remembers what the story does to this one book. */
function library(start: Partial<BookDetail> = {}, startReviews: Review[] = reviews) {
  let book = detail(start);
  let list = [...startReviews];
  return [
    answer(endpoints.libraryBookDetail, () => book),
    answer(endpoints.libraryReserve, () => {
      book = {
        ...book,
        reservations: book.reservations + 1,
        available: book.available - 1,
        my_reservation: { id: 9, status: "reserving", queue_position: 2 },
      };
      return reservation({ id: 9, queue_position: 2 });
    }),
    answer(endpoints.libraryFavorite, (sent) => {
      book = { ...book, favorite: sent.favorite === true };
      return { favorite: book.favorite };
    }),
    answer(endpoints.libraryBookReviews, () => page(list)),
    answer(endpoints.libraryAddReview, (sent) => {
      const added = review({ id: 50 + list.length, content: String(sent.content), like_count: 0 });
      list = [added, ...list];
      book = { ...book, review_count: list.length };
      return added;
    }),
    answer(endpoints.libraryLikeReview, (sent) => {
      list = list.map((r) =>
        r.id === sent.id
          ? { ...r, liked: sent.like === true, like_count: r.like_count + (sent.like ? 1 : -1) }
          : r,
      );
      const liked = list.find((r) => r.id === sent.id)!;
      return { id: liked.id, liked: liked.liked, like_count: liked.like_count };
    }),
    answer(endpoints.libraryDeleteReview, (sent) => {
      list = list.filter((r) => r.id !== sent.id);
      return null;
    }),
  ];
}

const meta = {
  title: "Library/Screens/BookDetail",
  component: ScreenStory,
  args: {
    path: "/library/bookdetail?id=1&xschoolCode=DEMO",
    route: "/library/bookdetail",
    screen: BookDetailPage,
    answers: library(),
    user: parentUser(),
    onRuntime,
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReserveAndSeeThePlaceInLine: Story = {
  args: { answers: library() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "恐龍大探險" }),
    ).toBeVisible();
    await expect(canvas.getByText("The Great Dinosaur Adventure")).toBeVisible();
    await expect(canvas.getByText("6–9 歲")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "預約" }));
    const dialog = within(await canvas.findByRole("alertdialog", { name: "確定預約？" }));
    await userEvent.click(dialog.getByRole("button", { name: "預約" }));
    await expect(await canvas.findByText("操作成功，你是第 2 位輪候")).toBeVisible();
    await expect(await canvas.findByText(/已預約：你是第 2 位輪候/)).toBeVisible();
    await expect(calls("libraryReserve")).toEqual([
      { endpoint: "libraryReserve", body: { bookId: 1, schoolId: 1 } },
    ]);
    await expect(canvas.queryByRole("button", { name: "預約" })).toBeNull();
  },
};

export const SignedOutReaderIsAskedToSignIn: Story = {
  args: { user: null, onSignInPrompt: fn(() => false), answers: library() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "預約" }));
    // The dialog says what signing in is for (issue 35, item 30).
    await expect(args.onSignInPrompt).toHaveBeenLastCalledWith({
      purpose: "登入後即可預約這本書。",
    });
    await expect(canvas.queryByRole("alertdialog")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "☆ 收藏" }));
    await expect(args.onSignInPrompt).toHaveBeenCalledTimes(2);
    await expect(args.onSignInPrompt).toHaveBeenLastCalledWith({
      purpose: "登入後即可把這本書加入收藏。",
    });
    await expect(calls("libraryReserve")).toHaveLength(0);
    await expect(canvas.getByRole("button", { name: "登入後寫書評" })).toBeVisible();
  },
};

export const Favourite: Story = {
  args: { answers: library() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const star = await canvas.findByRole("button", { name: "☆ 收藏" });
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(star);
    await expect(await canvas.findByText("已加入收藏")).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "★ 取消收藏" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const AlreadyInLine: Story = {
  args: {
    answers: library({ my_reservation: { id: 3, status: "reserving", queue_position: 3 } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/已預約：你是第 3 位輪候/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "查看預約" })).toHaveAttribute(
      "href",
      "/library/myrecord/borrow/subscribe?xschoolCode=DEMO",
    );
  },
};

export const ReadyForPickupInEnglish: Story = {
  args: {
    locale: "en-US",
    answers: library({ my_reservation: { id: 3, status: "ready", queue_position: 1 } }),
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "The Great Dinosaur Adventure" }),
    ).toBeVisible();
    await expect(canvas.getByText(/Your copy is ready for pickup at the library/)).toBeVisible();
    await expect(canvas.getByText(/Join Siu Ming and Grandpa/)).toBeVisible();
  },
};

export const NotLent: Story = {
  args: { answers: library({ id: 7 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "預約" })).toBeDisabled();
    await expect(canvas.getAllByText("這本書暫停外借")[0]).toBeVisible();
  },
};

export const FullyReserved: Story = {
  args: { answers: library({ id: 2, available: 0, reservations: 2, stock: 2 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "預約" })).toBeDisabled();
    await expect(canvas.getByText("館藏已全部被預約")).toBeVisible();
  },
};

export const RefusedByTheServer: Story = {
  args: {
    answers: [...library(), refuse(endpoints.libraryReserve, 409, "每位讀者最多可預約 5 本書")],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "預約" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog")).getByRole("button", { name: "預約" }),
    );
    // The error catalogue shows the reason (the portal's toast); the page stays as it was.
    await waitFor(() => expect(canvas.getByRole("button", { name: "預約" })).toBeEnabled());
    await expect(calls("libraryReserve")).toHaveLength(1);
    await expect(canvas.queryByText(/已預約/)).toBeNull();
  },
};

export const WriteLikeAndDeleteReviews: Story = {
  args: { answers: library() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole("textbox", { name: /^寫書評/ });
    await userEvent.click(canvas.getByRole("button", { name: "發表" }));
    await expect(await canvas.findByText("請輸入書評")).toBeVisible();
    await userEvent.type(box, "故事緊湊，值得一看");
    await userEvent.click(canvas.getByRole("button", { name: "發表" }));
    const list = within(canvas.getByRole("list", { name: "書評" }));
    await expect(await list.findByText("故事緊湊，值得一看")).toBeVisible();
    await expect(box).toHaveValue("");

    // Another reader's review: unlike and like again. One's own shows its count, no button.
    await expect(list.queryByRole("button", { name: "讚好（3）" })).toBeNull();
    await expect(list.getByText("3 個讚好")).toBeVisible();
    await userEvent.click(list.getByRole("button", { name: "取消讚好（5）" }));
    await userEvent.click(await list.findByRole("button", { name: "讚好（4）" }));
    await expect(await list.findByRole("button", { name: "取消讚好（5）" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await userEvent.click(list.getAllByRole("button", { name: "刪除" })[0]!);
    const confirm = within(await canvas.findByRole("alertdialog", { name: "刪除書評？" }));
    await userEvent.click(confirm.getByRole("button", { name: "刪除" }));
    await waitFor(() => expect(list.queryByText("故事緊湊，值得一看")).toBeNull());
    // Others' reviews cannot be deleted from here.
    await expect(list.getAllByRole("button", { name: "刪除" })).toHaveLength(1);
  },
};

/** A malformed id: the not-found state, and the way back to the library's home. */
export const UnknownBook: Story = {
  args: { path: "/library/bookdetail?id=abc&xschoolCode=DEMO" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "找不到這本書" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "返回首頁" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/library/home?xschoolCode=DEMO",
    );
  },
};

/** An id the server does not know (a stale link): the not-found state, no retry that cannot help. */
export const NoSuchBook: Story = {
  args: {
    path: "/library/bookdetail?id=999999&xschoolCode=DEMO",
    answers: [...library(), refuse(endpoints.libraryBookDetail, 404, "找不到這本書")],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "找不到這本書" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "重試" })).toBeNull();
  },
};

/** Nobody ahead: the toast says the library sets a copy aside, not "you are 1st in line". */
export const ReserveWithNobodyAhead: Story = {
  args: {
    answers: [
      ...library(),
      answer(endpoints.libraryReserve, reservation({ id: 9, queue_position: 1 })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "預約" }));
    const dialog = within(await canvas.findByRole("alertdialog", { name: "確定預約？" }));
    await userEvent.click(dialog.getByRole("button", { name: "預約" }));
    await expect(
      await canvas.findByText(/^預約成功。前面沒有人輪候，圖書館會為你預留。$/),
    ).toBeVisible();
    await expect(canvas.queryByText(/第 1 位輪候/)).toBeNull();
  },
};

/** Reserved by keyboard: the button goes, and focus goes to the line that took its place. */
export const KeyboardReserveKeepsFocus: Story = {
  args: { answers: library() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole("button", { name: "預約" })).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = within(await canvas.findByRole("alertdialog", { name: "確定預約？" }));
    dialog.getByRole("button", { name: "預約" }).focus();
    await userEvent.keyboard("{Enter}");
    const line = await canvas.findByText(/已預約：你是第 2 位輪候/);
    await waitFor(() => expect(line).toHaveFocus());
  },
};

/**
 * Signed out, a reader taps 預約 on a book their child has already reserved, and signs in: the
 * page shows the child's own place in line, and nothing is asked or sent (issue 9, item 23).
 */
export const SignedInJustNowAndAlreadyInLine: Story = {
  args: (() => {
    let signedIn = false;
    const answers = library();
    return {
      user: null,
      onSignInPrompt: fn(() => {
        signedIn = true;
        return true;
      }),
      answers: [
        ...answers,
        answer(endpoints.libraryBookDetail, () =>
          detail(
            signedIn ? { my_reservation: { id: 4, status: "reserving", queue_position: 3 } } : {},
          ),
        ),
      ],
    };
  })(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "預約" }));
    await expect(args.onSignInPrompt).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(/已預約：你是第 3 位輪候/)).toBeVisible();
    await expect(canvas.queryByRole("alertdialog")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "預約" })).toBeNull();
    await expect(calls("libraryReserve")).toHaveLength(0);
  },
};

/** One of two copies is on loan to this child (item 26): the stock line counts it, and says why not. */
export const OneCopyOnLoanToTheReader: Story = {
  args: { answers: library({ stock: 2, reservations: 0, on_loan: 1, on_loan_to_me: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^共 2 冊，借出 1 冊，0 個預約/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "預約" })).toBeDisabled();
  },
};

export const NoCopyOnLoanInEnglish: Story = {
  args: { locale: "en-US", answers: library({ stock: 2, reservations: 0, on_loan: 0 }) },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^2 copies, 0 on loan, 0 reservations/)).toBeVisible();
  },
};

import { endpoints } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { answer, callLog, page, ScreenStory, type StoryRuntimeState } from "@campus/ui/testing";
import { review } from "../../testing/library-fixtures";
import { ReviewsSection } from "./reviews-section";

const { onRuntime, bodies } = callLog();
const asked = () => bodies("libraryBookReviews");

const twelve = Array.from({ length: 12 }, (_, i) =>
  review({ id: i + 1, content: `第 ${i + 1} 篇書評`, mine: false, reviewer: "何家俊" }),
);

const Reviews = () => <ReviewsSection bookId={1} count={12} />;

const meta = {
  title: "Library/Screens/BookDetail/ReviewsSection",
  component: ScreenStory,
  args: {
    path: "/library/bookdetail?id=1",
    route: "/library/bookdetail",
    screen: Reviews,
    answers: [
      answer(endpoints.libraryBookReviews, (sent) =>
        page(twelve, Number(sent.pageNum), Number(sent.pageSize)),
      ),
    ],
    user: parentUser(),
    onRuntime,
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PagedNewestFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "書評（12）" })).toBeVisible();
    await expect(await canvas.findByText("第 1 篇書評")).toBeVisible();
    await expect(
      within(canvas.getByRole("list", { name: "書評" })).getAllByRole("listitem"),
    ).toHaveLength(5);
    await userEvent.click(canvas.getByRole("button", { name: "第 3 頁" }));
    await expect(await canvas.findByText("第 11 篇書評")).toBeVisible();
    await waitFor(() =>
      expect(asked().at(-1)).toMatchObject({ bookId: 1, pageNum: 3, pageSize: 5 }),
    );
    // Others' reviews: like them, never delete them.
    await expect(canvas.queryByRole("button", { name: "刪除" })).toBeNull();
  },
};

let runtime: StoryRuntimeState | undefined;

/**
 * A parent writes as the child chosen in the header: the form says under whose name it will be
 * published, and switching child drops what was typed (it would have gone out as the other's).
 */
export const WrittenAsTheChosenChild: Story = {
  args: {
    onRuntime: (made: StoryRuntimeState) => {
      onRuntime(made);
      runtime = made;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("書評會以 陳小明 的名字發表")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: /^寫書評/ }), "恐龍很有趣");
    await runtime!.switchChild(3);
    await expect(await canvas.findByText("書評會以 陳小欣 的名字發表")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^寫書評/ })).toHaveValue("");
  },
};

export const NoReviewsYet: Story = {
  args: { answers: [answer(endpoints.libraryBookReviews, page([]))] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("暫時未有書評，寫下第一篇吧。"),
    ).toBeVisible();
  },
};

export const SignedOutInEnglish: Story = {
  args: { user: null, locale: "en-US", onSignInPrompt: fn(() => false) },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Log in to write a review" }));
    await expect(args.onSignInPrompt).toHaveBeenCalled();
  },
};

/** A reader's own review shows how many liked it, with no like button of its own. */
export const OwnReviewNotLikeable: Story = {
  args: {
    answers: [
      answer(
        endpoints.libraryBookReviews,
        page([
          review({ id: 1, content: "我的書評", mine: true, like_count: 3, liked: false }),
          review({ id: 2, content: "別人的書評", mine: false, like_count: 0, liked: false }),
        ]),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole("list", { name: "書評" }));
    await expect(await list.findByText("我的書評")).toBeVisible();
    const items = list.getAllByRole("listitem");
    await expect(within(items[0]!).queryByRole("button", { name: /讚好/ })).toBeNull();
    await expect(within(items[0]!).getByText("3 個讚好")).toBeVisible();
    await expect(within(items[0]!).getByRole("button", { name: "刪除" })).toBeVisible();
    await expect(within(items[1]!).getByRole("button", { name: "讚好（0）" })).toBeVisible();
  },
};

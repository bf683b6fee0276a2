import type { Loan, Reservation } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { refuse, type FixtureRuntime } from "../../testing/fixture-runtime";
import {
  currentLoans,
  favorites,
  loanHistory,
  page,
  renewals,
  reservations,
  reviews,
} from "../../testing/library-fixtures";
import { LibraryStory } from "../../testing/library-story";
import { CurrentLoansPage } from "./current-loans-page";
import { FavoritesPage } from "./favorites-page";
import { LoanHistoryPage } from "./loan-history-page";
import { LossReportsPage } from "./loss-reports-page";
import { MyReviewsPage } from "./my-reviews-page";
import { RenewalsPage } from "./renewals-page";
import { ReservationsPage } from "./reservations-page";

let runtime: FixtureRuntime | undefined;
const calls = (endpoint: string) =>
  runtime!.calls.filter((c) => c.endpoint === endpoint).map((c) => c.body);

/** The reader's records, remembering what the story changes. */
function records() {
  let loans: Loan[] = [...currentLoans];
  let held: Reservation[] = [...reservations];
  let favs = [...favorites];
  let mine = reviews.filter((r) => r.mine);
  return {
    libraryLoans: (body: Record<string, unknown>) =>
      page(body.scope === "history" ? loanHistory : loans),
    libraryRenew: (body: Record<string, unknown>) => {
      const loan = loans.find((l) => l.id === body.loanId)!;
      if (loan.renewals_left === 0) refuse("此書已續借 2 次，已達上限");
      const renewed = {
        ...loan,
        due_date: "2026-12-13",
        renew_count: loan.renew_count + 1,
        renewals_left: loan.renewals_left - 1,
      };
      loans = loans.map((l) => (l.id === loan.id ? renewed : l));
      return renewed;
    },
    libraryReportLoss: (body: Record<string, unknown>) => {
      const loan = loans.find((l) => l.id === body.loanId)!;
      const reported: Loan = {
        ...loan,
        status: "lossPending",
        loss_reason: String(body.reason),
        loss_reported_at: "2026-11-22T09:00:00Z",
      };
      loans = loans.map((l) => (l.id === loan.id ? reported : l));
      return reported;
    },
    libraryReservations: () => page(held),
    libraryCancelReservation: (body: Record<string, unknown>) => {
      held = held.map((r) =>
        r.id === body.id ? { ...r, status: "cancelled", queue_position: null } : r,
      );
      return held.find((r) => r.id === body.id)!;
    },
    libraryRenewals: () => page(renewals),
    libraryLossReports: () =>
      page(
        [...loans, ...loanHistory].filter((l) => l.status === "lossPending" || l.status === "lost"),
      ),
    libraryFavorites: () => page(favs),
    libraryFavorite: (body: Record<string, unknown>) => {
      favs = favs.filter((f) => f.id !== body.bookId);
      return { favorite: false };
    },
    libraryMyReviews: () => page(mine),
    libraryDeleteReview: (body: Record<string, unknown>) => {
      mine = mine.filter((r) => r.id !== body.id);
      return null;
    },
  };
}

const meta = {
  title: "Library/Screens/MyRecords",
  component: LibraryStory,
  args: {
    path: "/library/myrecord/borrow/now?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/now",
    screen: CurrentLoansPage,
    handlers: records(),
    user: parentUser(),
    onRuntime: (r: FixtureRuntime) => void (runtime = r),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof LibraryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = async (canvas: ReturnType<typeof within>, title: string) =>
  within((await canvas.findByRole("link", { name: title })).closest("tr")!);

export const CurrentLoansRenewed: Story = {
  args: { handlers: records() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "目前借閱" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const loan = await row(canvas, "恐龍大探險");
    await expect(loan.getByText("借閱中")).toBeVisible();
    await userEvent.click(loan.getByRole("button", { name: "續借" }));
    const dialog = within(await canvas.findByRole("alertdialog", { name: "申請續借？" }));
    await userEvent.click(dialog.getByRole("button", { name: "續借" }));
    await expect(await canvas.findByText(/續借申請已成功提交/)).toBeVisible();
    await expect(calls("libraryRenew")).toEqual([{ loanId: 1, schoolId: 1 }]);
    await waitFor(() => expect(loan.getByText("1")).toBeVisible());
  },
};

export const RenewalRefusedWithTheReason: Story = {
  args: { handlers: records() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loan = await row(canvas, "小王子");
    await userEvent.click(loan.getByRole("button", { name: "續借" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog", { name: "申請續借？" })).getByRole("button", {
        name: "續借",
      }),
    );
    const refusal = within(await canvas.findByRole("alertdialog", { name: "未能續借" }));
    await expect(refusal.getByText("此書已續借 2 次，已達上限")).toBeVisible();
  },
};

export const OverdueAndLossPending: Story = {
  args: { handlers: records() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overdue = await row(canvas, "香港街道的故事");
    await expect(overdue.getByText("已逾期")).toBeVisible();
    await expect(overdue.getByText(/已逾期 \d+ 日/)).toBeVisible();
    const lost = await row(canvas, "月亮晚安");
    await expect(lost.getByText("報失審批中")).toBeVisible();
    await expect(lost.queryByRole("button", { name: "續借" })).toBeNull();
  },
};

export const ReportLossNeedsAReason: Story = {
  args: { handlers: records() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loan = await row(canvas, "恐龍大探險");
    await userEvent.click(loan.getByRole("button", { name: "報失" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "報失《恐龍大探險》" }));
    await userEvent.click(dialog.getByRole("button", { name: "提交報失" }));
    await expect(await dialog.findByText("請輸入原因")).toBeVisible();
    await expect(calls("libraryReportLoss")).toHaveLength(0);
    await userEvent.type(dialog.getByRole("textbox", { name: /^報失原因/ }), "放學時遺留在巴士上");
    await userEvent.click(dialog.getByRole("button", { name: "提交報失" }));
    await expect(await canvas.findByText("操作成功")).toBeVisible();
    await expect(calls("libraryReportLoss")).toEqual([
      { loanId: 1, reason: "放學時遺留在巴士上", schoolId: 1 },
    ]);
    await waitFor(() => expect(loan.getByText("報失審批中")).toBeVisible());
  },
};

export const SignedOut: Story = {
  args: { user: null, onSignInPrompt: fn(() => false), handlers: records() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("請先登入")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(args.onSignInPrompt).toHaveBeenCalled();
    await expect(calls("libraryLoans")).toHaveLength(0);
  },
};

export const CurrentLoansOnAPhone: Story = {
  args: { handlers: records() },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "恐龍大探險" })).toBeVisible();
    for (const button of canvas.getAllByRole("button", { name: "續借" })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const ReservationsWithPlaceInLine: Story = {
  args: {
    path: "/library/myrecord/borrow/subscribe?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/subscribe",
    screen: ReservationsPage,
    handlers: records(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = await row(canvas, "小王子");
    await expect(waiting.getByText("第 2 位輪候")).toBeVisible();
    const ready = await row(canvas, "太空人的一天");
    await expect(ready.getByText("可取書")).toBeVisible();
    await expect(ready.getByText(/請於 .+ 或之前取書/)).toBeVisible();
    await expect(ready.queryByRole("button", { name: "取消預約" })).toBeNull();
    await userEvent.click(waiting.getByRole("button", { name: "取消預約" }));
    const confirm = within(await canvas.findByRole("alertdialog", { name: "取消預約？" }));
    await userEvent.click(confirm.getByRole("button", { name: "取消預約" }));
    await waitFor(() => expect(waiting.getByText("已取消")).toBeVisible());
    await expect(calls("libraryCancelReservation")).toEqual([{ id: 1, schoolId: 1 }]);
  },
};

export const ReservationsInEnglish: Story = {
  args: {
    path: "/library/myrecord/borrow/subscribe?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/subscribe",
    screen: ReservationsPage,
    handlers: records(),
    locale: "en-US",
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = await row(canvas, "The Little Prince");
    await expect(waiting.getByText("2nd in line")).toBeVisible();
  },
};

export const LoanHistory: Story = {
  args: {
    path: "/library/myrecord/borrow/borrow?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/borrow",
    screen: LoanHistoryPage,
    handlers: records(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await row(canvas, "太空人的一天")).getByText("已歸還")).toBeVisible();
    await expect(
      (await row(canvas, "我的同學是外星人：一個關於友誼、勇氣和接納不同的長篇校園故事")).getByText(
        "已報失",
      ),
    ).toBeVisible();
    await expect(calls("libraryLoans")).toEqual([
      { scope: "history", pageNum: 1, pageSize: 10, schoolId: 1 },
    ]);
  },
};

export const Renewals: Story = {
  args: {
    path: "/library/myrecord/borrow/renew?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/renew",
    screen: RenewalsPage,
    handlers: records(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole("link", { name: "小王子" })).toHaveLength(2);
    await expect(within(canvas.getByRole("table")).getByText("2026年11月25日")).toBeVisible();
  },
};

export const LossReports: Story = {
  args: {
    path: "/library/myrecord/borrow/reportloss?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/reportloss",
    screen: LossReportsPage,
    handlers: records(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await row(canvas, "月亮晚安")).getByText("在巴士上遺失了")).toBeVisible();
  },
};

export const Favourites: Story = {
  args: {
    path: "/library/myrecord/collect?xschoolCode=DEMO",
    route: "/library/myrecord/collect",
    screen: FavoritesPage,
    handlers: records(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved = await row(canvas, "小王子");
    await expect(saved.getByText("已全部被預約")).toBeVisible();
    await userEvent.click(saved.getByRole("button", { name: "取消收藏" }));
    await waitFor(() => expect(canvas.queryByRole("link", { name: "小王子" })).toBeNull());
  },
};

export const MyReviews: Story = {
  args: {
    path: "/library/myrecord/review?xschoolCode=DEMO",
    route: "/library/myrecord/review",
    screen: MyReviewsPage,
    handlers: records(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await row(canvas, "恐龍大探險");
    await userEvent.click(mine.getByRole("button", { name: "刪除" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog", { name: "刪除書評？" })).getByRole("button", {
        name: "刪除",
      }),
    );
    await expect(await canvas.findByText("暫無資料")).toBeVisible();
  },
};

export const NoLoansYet: Story = {
  args: { handlers: { libraryLoans: () => page([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("暫無資料")).toBeVisible();
  },
};

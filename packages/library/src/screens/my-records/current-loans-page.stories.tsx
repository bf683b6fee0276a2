import { endpoints } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { answer, callLog, ScreenStory, page, recordRow, refuse } from "@campus/ui/testing";
import { demoLibrary, loan } from "../../testing/library-fixtures";
import { recordsAnswers } from "../../testing/records-answers";
import { CurrentLoansPage } from "./current-loans-page";

const { onRuntime, bodies: calls } = callLog();

const meta = {
  title: "Library/Screens/MyRecords/CurrentLoans",
  component: ScreenStory,
  args: {
    path: "/library/myrecord/borrow/now?xschoolCode=DEMO",
    route: "/library/myrecord/borrow/now",
    screen: CurrentLoansPage,
    answers: recordsAnswers(),
    user: parentUser(),
    onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentLoansRenewed: Story = {
  args: { answers: recordsAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "目前借閱" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const loan = await recordRow(canvas, "恐龍大探險");
    await expect(loan.getByText("借閱中")).toBeVisible();
    await userEvent.click(loan.getByRole("button", { name: "續借" }));
    const dialog = within(await canvas.findByRole("alertdialog", { name: "申請續借？" }));
    await userEvent.click(dialog.getByRole("button", { name: "續借" }));
    await expect(await canvas.findByText(/續借申請已成功提交/)).toBeVisible();
    await expect(calls("libraryRenew")).toEqual([{ loanId: 1, schoolId: 1 }]);
    await waitFor(() => expect(loan.getByText("1")).toBeVisible());
  },
};

/** Renew only where the server could say yes: the reason up front everywhere else. */
export const RenewBlockedUpFront: Story = {
  args: { answers: recordsAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const used = await recordRow(canvas, "小王子");
    await expect(used.queryByRole("button", { name: "續借" })).toBeNull();
    await expect(used.getByText("續借次數已用完")).toBeVisible();
    const overdue = await recordRow(canvas, "香港街道的故事");
    await expect(overdue.queryByRole("button", { name: "續借" })).toBeNull();
    await expect(overdue.getByText("已逾期，不可續借")).toBeVisible();
  },
};

/** Before the renewal window opens (the school's rule): the day it opens, no button yet. */
export const RenewWindowNotOpenYet: Story = {
  args: {
    answers: [
      ...recordsAnswers(),
      answer(endpoints.librarySchoolInfo, demoLibrary),
      answer(endpoints.libraryLoans, page([loan({ due_date: "2099-01-20", renewals_left: 2 })])),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const far = await recordRow(canvas, "恐龍大探險");
    await expect(await far.findByText(/^2099年1月13日 起可續借$/)).toBeVisible();
    await expect(far.queryByRole("button", { name: "續借" })).toBeNull();
  },
};

/** A refusal the page could not foresee (another reader waiting): the reason in a dialog. */
export const RenewalRefusedWithTheReason: Story = {
  args: {
    answers: [
      ...recordsAnswers(),
      refuse(endpoints.libraryRenew, 409, "已有其他讀者預約此書，不可續借"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loan = await recordRow(canvas, "恐龍大探險");
    await userEvent.click(loan.getByRole("button", { name: "續借" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog", { name: "申請續借？" })).getByRole("button", {
        name: "續借",
      }),
    );
    const refusal = within(await canvas.findByRole("alertdialog", { name: "未能續借" }));
    await expect(refusal.getByText("已有其他讀者預約此書，不可續借")).toBeVisible();
  },
};

export const OverdueAndLossPending: Story = {
  args: { answers: recordsAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overdue = await recordRow(canvas, "香港街道的故事");
    await expect(overdue.getByText("已逾期")).toBeVisible();
    await expect(overdue.getByText(/已逾期 \d+ 日/)).toBeVisible();
    const lost = await recordRow(canvas, "月亮晚安");
    await expect(lost.getByText("報失審批中")).toBeVisible();
    await expect(lost.queryByRole("button", { name: "續借" })).toBeNull();
  },
};

export const ReportLossNeedsAReason: Story = {
  args: { answers: recordsAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loan = await recordRow(canvas, "恐龍大探險");
    await userEvent.click(loan.getByRole("button", { name: "報失" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "報失《恐龍大探險》" }));
    // The confirm dialogs' order: the way out first, the action last (item 8).
    const [cancel, submit] = dialog
      .getAllByRole("button")
      .filter((b) => ["取消", "提交報失"].includes(b.textContent ?? ""));
    await expect([cancel?.textContent, submit?.textContent]).toEqual(["取消", "提交報失"]);
    await userEvent.click(dialog.getByRole("button", { name: "提交報失" }));
    await expect(await dialog.findByText("請輸入原因")).toBeVisible();
    await expect(calls("libraryReportLoss")).toHaveLength(0);
    await userEvent.type(dialog.getByRole("textbox", { name: /^報失原因/ }), "放學時遺留在巴士上");
    // Closed and opened again (or the page reloaded): the reason typed is still there.
    await userEvent.click(dialog.getByRole("button", { name: "取消" }));
    await userEvent.click(loan.getByRole("button", { name: "報失" }));
    const again = within(await canvas.findByRole("dialog", { name: "報失《恐龍大探險》" }));
    await expect(again.getByRole("textbox", { name: /^報失原因/ })).toHaveValue(
      "放學時遺留在巴士上",
    );
    await userEvent.click(again.getByRole("button", { name: "提交報失" }));
    await expect(await canvas.findByText("操作成功")).toBeVisible();
    await expect(calls("libraryReportLoss")).toEqual([
      { loanId: 1, reason: "放學時遺留在巴士上", schoolId: 1 },
    ]);
    await waitFor(() => expect(loan.getByText("報失審批中")).toBeVisible());
    // Sent: nothing is kept for it.
    await expect(sessionStorage.getItem("campus:draft:library.loss.1")).toBeNull();
  },
};

export const SignedOut: Story = {
  args: { user: null, onSignInPrompt: fn(() => false), answers: recordsAnswers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("請先登入")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(args.onSignInPrompt).toHaveBeenCalled();
    await expect(calls("libraryLoans")).toHaveLength(0);
  },
};

export const CurrentLoansOnAPhone: Story = {
  args: { answers: recordsAnswers() },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "恐龍大探險" })).toBeVisible();
    for (const button of canvas.getAllByRole("button", { name: "續借" })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const NoLoansYet: Story = {
  args: { answers: [answer(endpoints.libraryLoans, page([]))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // What would be here, and the way to the books (issue 9, item 13).
    await expect(await canvas.findByText("目前沒有借閱中的書")).toBeVisible();
    await expect(canvas.getByText(/到期日和續借會在這裏顯示/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "瀏覽館藏" })).toHaveAttribute(
      "href",
      "/library/category?xschoolCode=DEMO",
    );
  },
};

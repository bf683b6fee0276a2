import { endpoints } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  answer,
  callLog,
  page,
  refuse,
  ScreenStory,
  screenBox,
  screenBoxOf,
} from "@campus/ui/testing";
import { currentLoans } from "../testing/library-fixtures";
import { inAnElement, viewStoryArgs } from "../testing/view-stories";
import { LoansDueCard } from "./loans-due-card";

const { onRuntime, last: lastCall } = callLog();

const meta = {
  title: "Library/CompactViews/LoansDue",
  component: ScreenStory,
  args: viewStoryArgs(
    inAnElement(LoansDueCard),
    [answer(endpoints.libraryLoans, (sent) => page(currentLoans.slice(0, Number(sent.pageSize))))],
    onRuntime,
  ),
  decorators: [screenBox(280)],
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `view="loans-due"` for a parent: the current child's loans due first, each with its due
 * date and days left or overdue, and the way to all loans.
 */
export const LoansDueForAParent: Story = {
  args: { screen: inAnElement(LoansDueCard, {}) },
  play: async ({ canvasElement }) => {
    const box = screenBoxOf(canvasElement);
    const canvas = within(box);
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "陳小明快到期的借閱" }),
    ).toBeVisible();
    await expect(within(await canvas.findByRole("list")).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText(/· 已逾期 \d+ 日$/)).toBeVisible();
    await expect(lastCall("libraryLoans")).toMatchObject({ scope: "current", pageSize: 3 });
    await expect(canvas.getByRole("link", { name: "查看全部借閱" })).toHaveAttribute(
      "href",
      "/library.html#/library/myrecord/borrow/now?xschoolCode=DEMO",
    );
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** Signed out, the card says what it would show and offers sign-in: nothing is asked of the server. */
export const LoansDueSignedOut: Story = {
  args: { user: null, onSignInPrompt: fn(() => false), screen: inAnElement(LoansDueCard, {}) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(await canvas.findByText("登入後，這裏會列出借閱中的書和到期日。")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(args.onSignInPrompt).toHaveBeenCalledTimes(1);
    await expect(lastCall("libraryLoans")).toBeUndefined();
  },
};

export const NoLoansDue: Story = {
  args: {
    screen: inAnElement(LoansDueCard, {}),
    answers: [answer(endpoints.libraryLoans, page([]))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(await canvas.findByText("目前沒有借閱中的書")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "查看全部借閱" })).toBeVisible();
  },
};

/** The loans could not be fetched: the card says so, offers a retry, and keeps its way on. */
export const LoansFailed: Story = {
  args: { answers: [refuse(endpoints.libraryLoans, 500, "伺服器發生錯誤，請稍後再試")] },
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(await canvas.findByText(/未能載入/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重試" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "查看全部借閱" })).toBeVisible();
  },
};

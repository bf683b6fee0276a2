import { endpoints, type SandboxOrder } from "@campus/contract";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { payer } from "../../testing/fees-fixtures";
import { SandboxPage } from "./sandbox-page";

/* The demo's cashier for a school fee: paid with a double notification; an order not found. */

const order: SandboxOrder = {
  trade_no: "F41-7F256F92AF4E",
  method: "wechat",
  merchant: "校園示範學校",
  subject: "四年級旅行日車費（陳小明）",
  amount: 12_000,
  currency: "HKD",
  state: "pending",
  expires_at: "2026-09-01T02:15:00.000Z",
  return_path: "/fees/result?id=41",
};

const log = callLog();

const meta = {
  title: "Fees/Screens/SandboxCashier",
  component: ScreenStory,
  args: {
    path: "/fees/sandbox?trade_no=F41-7F256F92AF4E",
    route: "/fees/sandbox",
    screen: SandboxPage,
    answers: [
      answer(endpoints.paymentSandboxOrder, order),
      answer(endpoints.paymentSandboxAct, { return_path: "/fees/result?id=41" }),
    ],
    user: payer,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fee's order, plainly a sandbox; paid with two notifications, back to the result page. */
export const PayTwiceNotified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("這是示範用的付款沙盒，不會扣取任何款項。")).toBeVisible();
    await expect(canvas.getByText("四年級旅行日車費（陳小明）")).toBeVisible();
    await expect(canvas.getByText("HK$120.00")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "通知兩次" }));
    await userEvent.click(canvas.getByRole("button", { name: "確認付款" }));
    await waitFor(() =>
      expect(log.last("paymentSandboxAct")).toEqual({
        trade_no: "F41-7F256F92AF4E",
        outcome: "pay",
        notify: "twice",
      }),
    );
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent("/fees/result?id=41");
  },
};

/** Outside demo mode, or a wrong number: not found, and back to the fees. */
export const NotFound: Story = {
  args: { answers: [refuse(endpoints.paymentSandboxOrder, 404, "找不到資料")] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到此付款訂單。")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "繳費" })).toBeVisible();
  },
};

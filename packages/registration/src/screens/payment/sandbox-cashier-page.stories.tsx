import { endpoints, type SandboxOrder } from "@campus/contract";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { guardian, withKeeper } from "../../testing/registration-fixtures";
import { SandboxCashierPage } from "./sandbox-cashier-page";

/* The demo's payment cashier: the tester pays, cancels or fails, and picks the notification. */

const log = callLog();

const order = (overrides: Partial<SandboxOrder> = {}): SandboxOrder => ({
  trade_no: "P12-7F256F92AF4E",
  method: "wechat",
  merchant: "校園示範學校",
  subject: "入學申請費（A2027-00012）",
  amount: 5000,
  currency: "HKD",
  state: "pending",
  expires_at: "2026-11-24T07:15:00.000Z",
  return_path: "/registration/wechat/12",
  ...overrides,
});

const meta = {
  title: "Registration/Screens/SandboxCashier",
  component: ScreenStory,
  args: {
    path: "/registration/sandbox?trade_no=P12-7F256F92AF4E",
    route: "/registration/sandbox",
    screen: withKeeper(SandboxCashierPage),
    answers: [
      answer(endpoints.paymentSandboxOrder, order()),
      answer(endpoints.paymentSandboxAct, { return_path: "/registration/wechat/12" }),
    ],
    user: guardian,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order, plainly a sandbox; paying with a double notification returns to the result page. */
export const PayTwiceNotified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("這是示範用的付款沙盒，不會扣取任何款項。")).toBeVisible();
    await expect(canvas.getByText("HK$50.00")).toBeVisible();
    await expect(canvas.getByText("入學申請費（A2027-00012）")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "即時通知" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "延遲 8 秒通知" })).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "通知兩次" }));
    await userEvent.click(canvas.getByRole("button", { name: "確認付款" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/registration/wechat/12",
    );
    await expect(log.last("paymentSandboxAct")).toEqual({
      trade_no: "P12-7F256F92AF4E",
      outcome: "pay",
      notify: "twice",
    });
  },
};

/** Cancelling returns too; the result page then says the fee is still due. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "取消付款" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/registration/wechat/12",
    );
    await expect(log.last("paymentSandboxAct")).toMatchObject({ outcome: "cancel" });
  },
};

/** An order already paid, cancelled or replaced takes nothing more: the way back only. */
export const Ended: Story = {
  args: {
    answers: [answer(endpoints.paymentSandboxOrder, order({ method: "alipay", state: "closed" }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("此訂單已結束。")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "確認付款" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "返回商戶" })).toHaveAttribute(
      "href",
      "/registration/wechat/12",
    );
  },
};

/** No such order (or no sandbox on this server). */
export const NotFound: Story = {
  args: { answers: [refuse(endpoints.paymentSandboxOrder, 404, "找不到所需的資料")] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("找不到此付款訂單。")).toBeVisible();
  },
};

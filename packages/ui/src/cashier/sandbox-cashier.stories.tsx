import type { SandboxOrder } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ScreenStory } from "../testing/screen-story";
import { SandboxCashier, type SandboxCashierProps } from "./sandbox-cashier";

/*
 * The demo's cashier as every paying feature mounts it: an order paid late, cancelled, ended,
 * not found, and in English.
 */

const order: SandboxOrder = {
  trade_no: "F41-7F256F92AF4E",
  method: "alipay",
  merchant: "校園示範學校",
  subject: "四年級旅行日車費（陳小明）",
  amount: 12_000,
  currency: "HKD",
  state: "pending",
  expires_at: "2026-09-01T02:15:00.000Z",
  return_path: "/fees/result/41",
};

const act = fn(async () => ({ return_path: "/fees/result/41" }));
const onReturn = fn();

/** The cashier as a feature's page mounts it, with `props` over the pending order's. */
const cashier = (props: Partial<SandboxCashierProps> = {}) =>
  function Cashier() {
    return (
      <SandboxCashier
        order={{ isPending: false, isError: false, data: order }}
        act={act}
        onReturn={onReturn}
        back={<a href="#fees">繳費</a>}
        {...props}
      />
    );
  };

const meta = {
  title: "UI/SandboxCashier",
  component: ScreenStory,
  args: {
    path: "/fees/sandbox?trade_no=F41-7F256F92AF4E",
    route: "/fees/sandbox",
    screen: cashier(),
    answers: [],
    user: parentUser(),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, told late: the feature's result page next. */
export const PayLate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("支付寶")).toBeVisible();
    await expect(canvas.getByText("HK$120.00")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "延遲 8 秒通知" }));
    await userEvent.click(canvas.getByRole("button", { name: "確認付款" }));
    await waitFor(() => expect(act).toHaveBeenCalledWith("pay", "late"));
    await waitFor(() => expect(onReturn).toHaveBeenCalledWith("/fees/result/41"));
  },
};

/** Cancelled: told now by default (the provider says nothing of a cancel; the result page asks). */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "取消付款" }));
    await waitFor(() => expect(act).toHaveBeenCalledWith("cancel", "now"));
  },
};

/** An order already paid or closed: nothing to press, back to the school. */
export const Ended: Story = {
  args: {
    screen: cashier({
      order: { isPending: false, isError: false, data: { ...order, state: "paid" } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("此訂單已結束。")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回商戶" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "確認付款" })).toBeNull();
  },
};

/** Not found (outside demo mode): said, with the feature's way back. */
export const NotFound: Story = {
  args: { screen: cashier({ order: { isPending: false, isError: true } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到此付款訂單。")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "繳費" })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Sandbox cashier" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Make it fail" })).toBeVisible();
  },
};

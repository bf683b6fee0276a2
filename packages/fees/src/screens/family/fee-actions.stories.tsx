import { ScreenStory } from "@campus/ui/testing";
import type { FamilyFee } from "@campus/contract/fees";
import type { OnlinePaymentMethod } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { COACH, family, payer, payment } from "../../testing/fees-fixtures";
import { FeeActions } from "./fee-actions";

/*
 * What a parent may do with a fee to pay, in each state: pay by each method or send a slip; an
 * order waiting for the provider; a slip waiting for the office; a slip rejected; slips only.
 */

const actions = (fee: FamilyFee, methods: readonly OnlinePaymentMethod[] = ["wechat", "alipay"]) =>
  function Actions() {
    return <FeeActions fee={fee} methods={methods} />;
  };

const meta = {
  title: "Fees/Components/FeeActions",
  component: ScreenStory,
  args: {
    path: "/fees/home",
    route: "/fees/home",
    screen: actions(COACH),
    answers: family(),
    user: payer,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unpaid: each method the school takes, and the slip. */
export const Unpaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const methods = await canvas.findByRole("group", { name: "繳交「四年級旅行日車費」" });
    await expect(within(methods).getByRole("button", { name: "以微信支付繳費" })).toBeVisible();
    await expect(within(methods).getByRole("button", { name: "以支付寶繳費" })).toBeVisible();
    await expect(canvas.getByText("已於銀行入數 HK$120.00？上載入數紙")).toBeVisible();
  },
};

/** An order the provider has not confirmed: its result, or pay again. */
export const AwaitingProvider: Story = {
  args: {
    screen: actions({
      ...COACH,
      state: "paying",
      payment: payment({ method: "wechat", state: "open", paid_at: null, receipt_no: null }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/正在等待微信支付確認付款/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "查看付款結果" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "再以微信支付繳費" })).toBeVisible();
  },
};

/** A slip waiting for the office: no paying online meanwhile; another slip may replace it. */
export const SlipWaiting: Story = {
  args: {
    screen: actions({
      ...COACH,
      state: "paying",
      payment: payment({ state: "open", paid_at: null, receipt_no: null }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("入數紙已遞交，正待校務處核對。")).toBeVisible();
    await expect(canvas.getByText("上載另一張入數紙")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /以微信支付繳費/ })).toBeNull();
  },
};

/** A slip the office rejected: why, and paying again. */
export const SlipRejected: Story = {
  args: {
    screen: actions({
      ...COACH,
      payment: payment({ state: "rejected", reason: "入數紙不清楚", receipt_no: null }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("校務處未能核實入數紙：入數紙不清楚。請重新繳費。"),
    ).toHaveAttribute("role", "alert");
    await expect(canvas.getByRole("button", { name: "以支付寶繳費" })).toBeVisible();
  },
};

/** A school that takes no online payment: the slip alone. */
export const SlipsOnly: Story = {
  args: { screen: actions(COACH, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("已於銀行入數 HK$120.00？上載入數紙")).toBeVisible();
    await expect(canvas.queryByRole("group")).toBeNull();
  },
};

import { endpoints } from "@campus/contract";
import { answer, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { COACH, payer, payment } from "../../testing/fees-fixtures";
import { ResultPage } from "./result-page";

/*
 * Back from the provider's cashier: paid (the receipt), still confirming (then offered to ask
 * again), not paid (cancelled), and an address that is no fee.
 */

const paid = {
  ...COACH,
  state: "paid" as const,
  payment: payment({ method: "wechat", amount: 12_000, receipt_no: "FR2026-000077" }),
};
const open = {
  ...COACH,
  state: "paying" as const,
  payment: payment({ method: "wechat", state: "open", paid_at: null, receipt_no: null }),
};

const meta = {
  title: "Fees/Screens/Result",
  component: ScreenStory,
  args: {
    path: "/fees/result?id=41",
    route: "/fees/result",
    screen: ResultPage,
    answers: [answer(endpoints.feesPaymentResult, paid)],
    user: payer,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: what, how much, and the receipt's number. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "已繳交「四年級旅行日車費」HK$120.00" }),
    ).toBeVisible();
    await expect(canvas.getByText("收據編號：FR2026-000077")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回繳費" })).toBeVisible();
  },
};

/** The provider has not said yet: the page keeps asking, then offers to ask again. */
export const Confirming: Story = {
  args: {
    answers: [answer(endpoints.feesPaymentResult, open)],
    screen: () => <ResultPage patienceMs={50} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "正在等待微信支付確認付款……" }),
    ).toBeVisible();
    const again = await canvas.findByRole("button", { name: "再查詢一次" });
    await expect(canvas.getByText(/支付平台仍未確認/)).toBeVisible();
    await userEvent.click(again);
    await expect(await canvas.findByText(/確認後此頁會自動更新/)).toBeVisible();
  },
};

/** Cancelled at the cashier: not paid, nothing taken, pay again from the list. */
export const NotPaid: Story = {
  args: {
    answers: [
      answer(endpoints.feesPaymentResult, {
        ...COACH,
        payment: payment({ method: "wechat", state: "closed", paid_at: null, receipt_no: null }),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "「四年級旅行日車費」尚未繳交" }),
    ).toBeVisible();
    await expect(canvas.getByText(/沒有扣取款項/)).toBeVisible();
  },
};

/** Another family's fee, or none: not found. */
export const NotFound: Story = {
  args: { answers: [refuse(endpoints.feesPaymentResult, 404, "找不到資料")] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到這項費用。")).toBeVisible();
  },
};

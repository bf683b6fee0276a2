import { endpoints } from "@campus/contract";
import { answer, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AIRCON, COACH, payer, payment } from "../../testing/fees-fixtures";
import { ReceiptPage } from "./receipt-page";

/* A paid fee's receipt, ready to print or keep as a PDF; a fee not paid has none; in English. */

const online = {
  ...COACH,
  state: "paid" as const,
  payment: payment({
    id: 77,
    method: "wechat",
    amount: 12_000,
    trade_no: "F41-7F256F92AF4E",
    provider_trade_no: "SBX6A1F0C3D2E",
    receipt_no: "FR2026-000077",
    slip_url: null,
  }),
};

const meta = {
  title: "Fees/Screens/Receipt",
  component: ScreenStory,
  args: {
    path: "/fees/receipt?id=41",
    route: "/fees/receipt",
    screen: ReceiptPage,
    answers: [answer(endpoints.feesPaymentResult, online)],
    user: payer,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The school, the number, the child, the fee, how it was paid and how much. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = within(await canvas.findByRole("article", { name: "收據" }));
    await expect(receipt.getByText("校園示範學校")).toBeVisible();
    await expect(receipt.getByText("FR2026-000077")).toBeVisible();
    await expect(receipt.getByText("4A 陳小明")).toBeVisible();
    await expect(receipt.getByText("四年級旅行日車費")).toBeVisible();
    await expect(receipt.getByText("微信支付")).toBeVisible();
    await expect(receipt.getByText("SBX6A1F0C3D2E")).toBeVisible();
    await expect(receipt.getByText("HK$120.00")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "列印或儲存為 PDF" })).toBeVisible();
  },
};

/** A slip the office confirmed: its own number, the bank deposit. */
export const BySlip: Story = {
  args: { path: "/fees/receipt?id=12", answers: [answer(endpoints.feesPaymentResult, AIRCON)] },
  play: async ({ canvasElement }) => {
    const receipt = within(await within(canvasElement).findByRole("article", { name: "收據" }));
    await expect(receipt.getByText("FR2026-000031")).toBeVisible();
    await expect(receipt.getByText("銀行入數")).toBeVisible();
    await expect(receipt.getByText("HK$250.00")).toBeVisible();
  },
};

/** A fee not paid yet: no receipt, and the way back to the fees. */
export const NotPaid: Story = {
  args: { answers: [answer(endpoints.feesPaymentResult, COACH)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("這項費用未有收據：收據在費用繳交後發出。")).toBeVisible();
    await expect(canvas.queryByRole("article")).toBeNull();
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const receipt = within(await within(canvasElement).findByRole("article", { name: "Receipt" }));
    await expect(receipt.getByText("Receipt no.")).toBeVisible();
    await expect(receipt.getByText("WeChat Pay")).toBeVisible();
    await expect(
      receipt.getByText("This receipt is computer-generated and needs no signature."),
    ).toBeVisible();
  },
};

import { endpoints } from "@campus/contract";
import { answer, callLog, page, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AIRCON, COACH, family, payer, payment } from "../../testing/fees-fixtures";
import { FamilyPage } from "./family-page";

/*
 * A parent's fees: the coach fare to pay (online or by slip), the history with its receipt; an
 * order waiting for the provider; a slip the office rejected; nothing owed; in English.
 */

const meta = {
  title: "Fees/Screens/Family",
  component: ScreenStory,
  args: {
    path: "/fees/home",
    route: "/fees/home",
    screen: FamilyPage,
    answers: family(),
    user: payer,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const paid = callLog();
/** What is owed, and paying it with WeChat Pay goes to the provider's cashier. */
export const PayOnline: Story = {
  args: { onRuntime: paid.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("尚欠 1 項費用，合共 HK$120.00")).toBeVisible();
    const table = canvas.getByRole("table", { name: "待繳費用" });
    const row = within(table).getByText("四年級旅行日車費").closest("tr")!;
    await expect(row).toHaveTextContent("HK$120.00");
    await expect(row).toHaveTextContent("未繳");
    // Paying is a part of its own: it comes with the first fee to pay.
    await userEvent.click(await within(row).findByRole("button", { name: "以微信支付繳費" }));
    await waitFor(() =>
      expect(paid.last("feesPay")).toEqual({ due_id: COACH.id, method: "wechat" }),
    );
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/fees/sandbox?trade_no=F41-7F256F92AF4E",
    );
  },
};

const slip = callLog();
/** A deposit slip is looked at, then sent: the fee waits for the office. */
export const PayBySlip: Story = {
  args: { onRuntime: slip.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "待繳費用" });
    await within(table).findByText("四年級旅行日車費");
    await expect(
      await within(table).findByText(/已於銀行入數 HK\$120\.00？上載入數紙/),
    ).toBeVisible();
    const input = table.querySelector<HTMLInputElement>("input[type=file]")!;
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], "入數紙.jpg", {
      type: "image/jpeg",
    });
    await userEvent.upload(input, jpeg);
    await expect(slip.entries("feesUploadSlip")).toHaveLength(0);
    await userEvent.click(await within(table).findByRole("button", { name: "遞交入數紙" }));
    await waitFor(() => expect(slip.last("feesUploadSlip")).toMatchObject({ due_id: COACH.id }));
  },
};

/** The history: how and when it was paid, and its receipt number. */
export const History: Story = {
  args: { path: "/fees/home?show=history" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "繳費紀錄" });
    const row = (await within(table).findByText("2026-27 上學期冷氣費")).closest("tr")!;
    await expect(row).toHaveTextContent("已繳");
    await expect(row).toHaveTextContent("以銀行入數繳交");
    await expect(row).toHaveTextContent("收據編號：FR2026-000031");
    await expect(canvas.getByRole("radio", { name: "繳費紀錄" })).toBeChecked();
  },
};

/** An order the provider has not confirmed: its result page, or pay again. */
export const AwaitingProvider: Story = {
  args: {
    answers: family([
      {
        ...COACH,
        state: "paying",
        payment: payment({
          id: 70,
          method: "alipay",
          state: "open",
          paid_at: null,
          receipt_no: null,
          slip_url: null,
        }),
      },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "待繳費用" }));
    await expect(await table.findByText(/正在等待支付寶確認付款/)).toBeVisible();
    await expect(table.getByRole("link", { name: "查看付款結果" })).toHaveAttribute(
      "href",
      expect.stringContaining("/fees/result?id=41"),
    );
    await expect(table.getByRole("button", { name: "再以支付寶繳費" })).toBeVisible();
  },
};

/** A slip the office rejected says why, and the fee can be paid again. */
export const SlipRejected: Story = {
  args: {
    answers: family([
      {
        ...COACH,
        payment: payment({ id: 71, state: "rejected", reason: "金額不符", receipt_no: null }),
      },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "待繳費用" }));
    await expect(
      await table.findByText("校務處未能核實入數紙：金額不符。請重新繳費。"),
    ).toHaveAttribute("role", "alert");
    await expect(await table.findByRole("button", { name: "以微信支付繳費" })).toBeVisible();
  },
};

/** Nothing owed: said plainly. */
export const AllPaid: Story = {
  args: { answers: family([], [AIRCON]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("所有費用已經繳清。")).toBeVisible();
    await expect(canvas.getByText("現時沒有需要繳交的費用。")).toBeVisible();
  },
};

/** In English, on a phone: cards, amounts as Hong Kong writes them, an overdue fee marked. */
export const EnglishPhone: Story = {
  parameters: { locale: "en-US" },
  args: {
    locale: "en-US",
    answers: [
      answer(endpoints.feesFamily, ({ pageNum, pageSize }) => ({
        ...page(
          [{ ...COACH, title: "P4 picnic day coach fare", note: "", overdue: true }],
          pageNum,
          pageSize,
        ),
        owing: { count: 1, amount: 12_000, currency: "HKD" },
        methods: [],
      })),
    ],
  },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("1 fee to pay, HK$120.00 in all")).toBeVisible();
    const card = within(canvas.getByRole("list", { name: "To pay" }));
    await expect(card.getByText("P4 picnic day coach fare")).toBeVisible();
    await expect(card.getByText("Overdue")).toBeVisible();
    // The school takes no online payment: the deposit slip alone.
    await expect(await card.findByText(/Upload the deposit slip/)).toBeVisible();
    await expect(card.queryByRole("button", { name: /Pay with/ })).toBeNull();
  },
};

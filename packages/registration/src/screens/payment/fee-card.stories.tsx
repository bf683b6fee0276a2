import { endpoints, REGISTRATION_SLIP_PATH, type Payment } from "@campus/contract";
import { answer, callLog, ScreenStory, serveFile } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  demoSchool,
  guardian,
  registrationAnswers,
  submittedApplication,
  withKeeper,
} from "../../testing/registration-fixtures";
import { DetailPage } from "../detail/detail-page";

/*
 * The application fee on the application's page (spec §3, §4): each state the card can be in,
 * and what the guardian can do from it.
 */

const log = callLog();

const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

const payment = (overrides: Partial<Payment>): Payment => ({
  fee: "application",
  method: "wechat",
  state: "open",
  amount: 5000,
  currency: "HKD",
  trade_no: "P12-7F256F92AF4E",
  created_at: "2026-11-24T02:00:00.000Z",
  paid_at: null,
  refunded_at: null,
  closed_as: null,
  reason: null,
  slip: null,
  ...overrides,
});

const slipOpen = submittedApplication({
  fee_status: "paying",
  payment: payment({
    method: "slip",
    trade_no: "S12-1A2B3C4D5E6F",
    slip: { name: "slip.png", type: "image/png", size: 84_000 },
  }),
});

const meta = {
  title: "Registration/Components/FeeCard",
  component: ScreenStory,
  args: {
    path: "/registration/history/12?xschoolCode=DEMO",
    route: "/registration/history/:id",
    screen: withKeeper(DetailPage),
    answers: [
      ...registrationAnswers({ applications: [submittedApplication()] }),
      answer(endpoints.registrationPay, {
        trade_no: "P12-7F256F92AF4E",
        pay_url: "/registration/sandbox?trade_no=P12-7F256F92AF4E",
      }),
      answer(endpoints.registrationUploadSlip, slipOpen),
      serveFile(`${REGISTRATION_SLIP_PATH}/12`, () => new Blob([PNG], { type: "image/png" })),
    ],
    user: guardian,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("region", { name: /^申請費/ }));

/** Unpaid: the amount, both providers, a slip, and that the fee is not refunded. Paying opens the cashier. */
export const Unpaid: Story = {
  play: async ({ canvasElement }) => {
    const fee = await card(canvasElement);
    await expect(fee.getByRole("heading", { level: 2 })).toHaveTextContent("申請費HK$50.00未繳費");
    await expect(fee.getByText("申請費一經繳付，恕不退還。")).toBeVisible();
    await expect(
      fee.getByText("亦可於銀行存入 HK$50.00，然後上載入數紙（圖片或 PDF）。"),
    ).toBeVisible();
    await userEvent.click(fee.getByRole("button", { name: "以微信支付付款" }));
    await expect(await within(canvasElement).findByTestId("navigated")).toHaveTextContent(
      "/registration/sandbox?trade_no=P12-7F256F92AF4E",
    );
    await expect(log.last("registrationPay")).toEqual({ id: 12, method: "wechat" });
  },
};

/** A school without an online provider takes slips alone. */
export const SlipsOnly: Story = {
  args: {
    answers: [
      ...registrationAnswers({
        school: demoSchool({ payment_methods: ["slip"] }),
        applications: [submittedApplication()],
      }),
      answer(endpoints.registrationUploadSlip, slipOpen),
    ],
  },
  play: async ({ canvasElement }) => {
    const fee = await card(canvasElement);
    await expect(fee.getByText(/然後上載入數紙/)).toBeVisible();
    await expect(fee.queryByRole("button", { name: /付款/ })).toBeNull();
  },
};

/**
 * Uploading a slip: chosen, looked at (its preview), then sent — nothing goes before the family
 * says so (issue 35, item 33). Then it waits for the school; no other way to pay meanwhile.
 */
export const UploadASlip: Story = {
  args: {
    answers: (() => {
      let uploaded = false;
      return [
        ...registrationAnswers({ applications: [submittedApplication()] }),
        answer(endpoints.registrationApplication, () =>
          uploaded ? slipOpen : submittedApplication(),
        ),
        answer(endpoints.registrationUploadSlip, () => {
          uploaded = true;
          return slipOpen;
        }),
        serveFile(`${REGISTRATION_SLIP_PATH}/12`, () => new Blob([PNG], { type: "image/png" })),
      ];
    })(),
  },
  play: async ({ canvasElement }) => {
    const fee = await card(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(input, new File([PNG], "slip.png", { type: "image/png" }));
    // Checked, shown, and not sent yet.
    await expect(await fee.findByRole("img", { name: "slip.png 的預覽" })).toBeVisible();
    await expect(fee.getByText("尚未提交")).toBeVisible();
    await expect(log.entries("registrationUploadSlip")).toHaveLength(0);
    await userEvent.click(fee.getByRole("button", { name: "提交入數紙" }));
    await expect(await fee.findByText(/入數紙已上載，正待學校核對/)).toBeVisible();
    await expect(log.last("registrationUploadSlip")).toMatchObject({ application_id: 12 });
  },
};

/** A slip waiting for the school: said, with its preview, and no pay buttons. */
export const SlipWaiting: Story = {
  args: {
    answers: [
      ...registrationAnswers({ applications: [slipOpen] }),
      serveFile(`${REGISTRATION_SLIP_PATH}/12`, () => new Blob([PNG], { type: "image/png" })),
    ],
  },
  play: async ({ canvasElement }) => {
    const fee = await card(canvasElement);
    await expect(fee.getByRole("heading", { level: 2 })).toHaveTextContent("繳費中");
    await expect(fee.getByText("入數紙已上載，正待學校核對。核對後會更新繳費狀態。")).toBeVisible();
    await expect(await fee.findByRole("img", { name: "入數紙預覽" })).toBeVisible();
    await expect(fee.getByText("slip.png（84 kB）")).toBeVisible();
    // No way to pay meanwhile; the slip itself can still be replaced.
    await expect(fee.queryByRole("button")).toBeNull();
    await expect(fee.getByText("更換入數紙")).toBeVisible();
  },
};

/** A wrong slip replaced while it waits: the new one chosen, looked at, sent (item 33). */
export const ReplaceAWaitingSlip: Story = {
  args: {
    answers: [
      ...registrationAnswers({ applications: [slipOpen] }),
      answer(endpoints.registrationUploadSlip, slipOpen),
      serveFile(`${REGISTRATION_SLIP_PATH}/12`, () => new Blob([PNG], { type: "image/png" })),
    ],
  },
  play: async ({ canvasElement }) => {
    const fee = await card(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(input, new File([PNG], "right-slip.png", { type: "image/png" }));
    await expect(await fee.findByRole("img", { name: "right-slip.png 的預覽" })).toBeVisible();
    await userEvent.click(fee.getByRole("button", { name: "提交入數紙" }));
    await expect(await fee.findByText("已上載")).toBeVisible();
    await expect(log.last("registrationUploadSlip")).toMatchObject({ application_id: 12 });
  },
};

/** The school rejected the slip: its reason, and every way to pay again. */
export const SlipRejected: Story = {
  args: {
    answers: registrationAnswers({
      applications: [
        submittedApplication({
          payment: payment({ method: "slip", state: "rejected", reason: "請上載清晰相片。" }),
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const fee = await card(canvasElement);
    // The school's own words on their own line: their full stop is not doubled (item 32).
    const alert = fee.getByText(/^學校未能確認你的入數紙/);
    await expect(alert).toHaveTextContent(
      "學校未能確認你的入數紙，請重新付款或上載正確的入數紙。學校的說明：請上載清晰相片。",
    );
    await expect(alert).not.toHaveTextContent("。。");
    await expect(alert).toHaveAttribute("role", "alert");
    await expect(fee.getByRole("button", { name: "以支付寶付款" })).toBeEnabled();
  },
};

/** An order under way: a link to its result, and paying again (the order is replaced). */
export const OrderUnconfirmed: Story = {
  args: {
    answers: registrationAnswers({
      applications: [submittedApplication({ fee_status: "paying", payment: payment({}) })],
    }),
  },
  play: async ({ canvasElement }) => {
    const fee = await card(canvasElement);
    await expect(fee.getByText(/^微信支付付款尚未確認/)).toBeVisible();
    await expect(fee.getByRole("link", { name: "查看付款結果" })).toHaveAttribute(
      "href",
      "/registration/wechat/12?xschoolCode=DEMO",
    );
    await expect(fee.getByRole("button", { name: "改以支付寶重新付款" })).toBeVisible();
  },
};

/** A cancelled payment: said, the fee still due, the application unharmed. */
export const Cancelled: Story = {
  args: {
    answers: registrationAnswers({
      applications: [
        submittedApplication({ payment: payment({ state: "closed", closed_as: "cancelled" }) }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const fee = await card(canvasElement);
    await expect(fee.getByText("上次付款已取消，申請費仍未繳付。")).toHaveAttribute(
      "role",
      "alert",
    );
    await expect(fee.getByRole("button", { name: "以微信支付付款" })).toBeVisible();
  },
};

/** Paid: how, how much, when, and the transaction number; nothing left to do. */
export const Paid: Story = {
  args: {
    answers: registrationAnswers({
      applications: [
        submittedApplication({
          fee_status: "paid",
          payment: payment({ state: "paid", paid_at: "2026-11-24T07:05:00.000Z" }),
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const fee = await card(canvasElement);
    await expect(
      fee.getByText("已於 2026年11月24日 下午3:05 以微信支付繳付 HK$50.00。"),
    ).toBeVisible();
    await expect(fee.getByText("交易編號：P12-7F256F92AF4E")).toBeVisible();
    await expect(fee.queryByRole("button")).toBeNull();
  },
};

/** In English: the method and amount as an English reader writes them. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const fee = within(
      await within(canvasElement).findByRole("region", { name: /^Application fee/ }),
    );
    await expect(fee.getByRole("button", { name: "Pay with WeChat Pay" })).toBeVisible();
    await expect(fee.getByText("The application fee is not refundable.")).toBeVisible();
  },
};

/** A place offered: the registration fee, refunded on enrolment, paid the same ways. */
export const RegistrationFeeDue: Story = {
  args: {
    answers: [
      ...registrationAnswers({
        applications: [
          submittedApplication({
            status: "approved",
            fee_status: "paid",
            payment: payment({ state: "paid", paid_at: "2026-11-24T07:05:00.000Z" }),
            registration_fee_status: "unpaid",
            offer_expires_at: "2099-12-15T15:59:59.999Z",
          }),
        ],
      }),
      answer(endpoints.registrationPay, {
        trade_no: "R12-7F256F92AF4E",
        pay_url: "/registration/sandbox?trade_no=R12-7F256F92AF4E",
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const fee = within(await within(canvasElement).findByRole("region", { name: /^註冊費/ }));
    await expect(fee.getByRole("heading", { level: 2 })).toHaveTextContent(
      "註冊費HK$1,000.00未繳費",
    );
    await expect(fee.getByText(/學童入學後，註冊費會全數退還/)).toBeVisible();
    // The day the place is held until (issue 37, item 15).
    await expect(fee.getByText("請於 2099年12月15日 或之前繳付註冊費，以保留學位。")).toBeVisible();
    // The application fee's card says it is paid, in its own words.
    await expect((await card(canvasElement)).getByText("已繳費")).toBeVisible();
    await userEvent.click(fee.getByRole("button", { name: "以支付寶付款" }));
    await expect(await within(canvasElement).findByTestId("navigated")).toHaveTextContent(
      "/registration/sandbox?trade_no=R12-7F256F92AF4E",
    );
    await expect(log.last("registrationPay")).toEqual({
      id: 12,
      method: "alipay",
      fee: "registration",
    });
  },
};

/** The day to secure the place has passed: said, with whom to ask; no way to pay is offered. */
export const OfferLapsed: Story = {
  args: {
    answers: registrationAnswers({
      applications: [
        submittedApplication({
          status: "approved",
          fee_status: "paid",
          payment: payment({ state: "paid", paid_at: "2026-11-24T07:05:00.000Z" }),
          registration_fee_status: "unpaid",
          offer_expires_at: "2026-01-15T15:59:59.999Z",
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const fee = within(await within(canvasElement).findByRole("region", { name: /^註冊費/ }));
    await expect(fee.getByRole("alert")).toHaveTextContent(
      "留位限期（2026年1月15日）已過，學位未能保留。如仍希望入讀，請聯絡學校。",
    );
    await expect(fee.queryByRole("button")).toBeNull();
    await expect(fee.queryByText(/上載入數紙/)).toBeNull();
  },
};

/** Enrolled: the registration fee given back, said with when. */
export const RegistrationFeeRefunded: Story = {
  args: {
    answers: registrationAnswers({
      applications: [
        submittedApplication({
          status: "approved",
          fee_status: "paid",
          registration_fee_status: "refunded",
          enrolled_at: "2026-11-24T04:00:00.000Z",
          registration_payment: payment({
            fee: "registration",
            state: "refunded",
            amount: 100_000,
            paid_at: "2026-11-24T03:00:00.000Z",
            refunded_at: "2026-11-24T04:00:00.000Z",
          }),
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const fee = within(await within(canvasElement).findByRole("region", { name: /^註冊費/ }));
    await expect(
      fee.getByText("學童已入學，註冊費 HK$1,000.00 已於 2026年11月24日 中午12:00 退還。"),
    ).toBeVisible();
    await expect(fee.queryByRole("button")).toBeNull();
  },
};

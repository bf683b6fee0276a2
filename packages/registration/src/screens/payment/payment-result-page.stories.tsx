import { endpoints, type Application } from "@campus/contract";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StepTexts } from "../../steps-texts";
import { guardian, submittedApplication, withKeeper } from "../../testing/registration-fixtures";
import { AlipayResultPage, PaymentResult, WechatResultPage } from "./payment-result-page";

/*
 * Where the payer lands after the cashier (spec §2 wechatResult, AliPayResult): the page asks the
 * server — never the address it came back on — and says what it learnt.
 */

const log = callLog();

const order = {
  fee: "application" as const,
  method: "wechat" as const,
  amount: 5000,
  currency: "HKD",
  trade_no: "P12-7F256F92AF4E",
  created_at: "2026-11-24T07:00:00.000Z",
  paid_at: null,
  refunded_at: null,
  closed_as: null,
  reason: null,
  slip: null,
};

const paid = submittedApplication({
  fee_status: "paid",
  payment: { ...order, state: "paid", paid_at: "2026-11-24T07:05:00.000Z" },
});
const open = submittedApplication({ fee_status: "paying", payment: { ...order, state: "open" } });

const meta = {
  title: "Registration/Screens/PaymentResult",
  component: ScreenStory,
  args: {
    path: "/registration/wechat/12",
    route: "/registration/wechat/:id",
    screen: withKeeper(WechatResultPage),
    answers: [answer(endpoints.registrationPaymentResult, paid)],
    user: guardian,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: said with the amount, the time and the transaction number. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1 })).toHaveTextContent(
      "微信支付付款結果",
    );
    await expect(await canvas.findByText("付款成功")).toBeVisible();
    await expect(canvas.getByText(/以微信支付繳付 HK\$50\.00。/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回申請" })).toHaveAttribute(
      "href",
      "/registration/history/12?xschoolCode=DEMO",
    );
    await expect(log.last("registrationPaymentResult")).toEqual({ id: 12 });
  },
};

/** Not confirmed yet: "confirming…", asked again until the provider's word comes. */
export const Confirming: Story = {
  args: {
    answers: [
      answer(
        endpoints.registrationPaymentResult,
        (() => {
          let asked = 0;
          return (): Application => (++asked < 2 ? open : paid);
        })(),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("正在確認付款……")).toBeVisible();
    await expect(await canvas.findByText(/請稍候，毋須重複付款/)).toBeVisible();
    // Two seconds later the page asks again, and the provider has confirmed.
    await expect(await canvas.findByText("付款成功", {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Still not confirmed after a while: said honestly, with "check again". */
export const NotConfirmed: Story = {
  args: {
    screen: withKeeper(() => (
      <StepTexts>
        <PaymentResult method="wechat" patienceMs={100} />
      </StepTexts>
    )),
    answers: [answer(endpoints.registrationPaymentResult, open)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("暫未收到付款確認")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "再次查詢" })).toBeEnabled();
  },
};

/** Cancelled (or failed, or expired): the fee still due, the application unharmed, the way back. */
export const NotCompleted: Story = {
  args: {
    path: "/registration/alipay/12",
    route: "/registration/alipay/:id",
    screen: withKeeper(AlipayResultPage),
    answers: [
      answer(
        endpoints.registrationPaymentResult,
        submittedApplication({
          payment: { ...order, method: "alipay", state: "closed", closed_as: "cancelled" },
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1 })).toHaveTextContent(
      "支付寶付款結果",
    );
    await expect(await canvas.findByText("付款未完成")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回申請重新付款" })).toBeVisible();
  },
};

/** Another guardian's application (or none): not found. */
export const NotFound: Story = {
  args: { answers: [refuse(endpoints.registrationPaymentResult, 404, "找不到所需的資料")] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("找不到這份申請。")).toBeVisible();
  },
};

/**
 * The registration fee's result (`?fee=registration`): its own payment is read — the
 * application fee's, still open here, says nothing about it.
 */
export const RegistrationFeePaid: Story = {
  args: {
    path: "/registration/alipay/12?fee=registration",
    route: "/registration/alipay/:id",
    screen: withKeeper(AlipayResultPage),
    answers: [
      answer(
        endpoints.registrationPaymentResult,
        submittedApplication({
          status: "approved",
          fee_status: "paying",
          payment: { ...order, state: "open" },
          registration_fee_status: "paid",
          registration_payment: {
            ...order,
            fee: "registration",
            method: "alipay",
            amount: 100_000,
            trade_no: "R12-7F256F92AF4E",
            state: "paid",
            paid_at: "2026-11-24T07:05:00.000Z",
          },
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1 })).toHaveTextContent(
      "註冊費 · 支付寶付款結果",
    );
    await expect(await canvas.findByText("付款成功")).toBeVisible();
    await expect(canvas.getByText(/以支付寶繳付 HK\$1,000\.00。/)).toBeVisible();
  },
};

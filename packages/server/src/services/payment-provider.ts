import type { OnlinePaymentMethod, PayNotifyBody } from "@campus/contract";

/*
 * What a feature that takes money (registration's fees, the school's fees) needs of a payment
 * provider (WeChat Pay, Alipay): open an order, ask how one stands, close one nobody may pay any
 * more, verify a notification's signature, and refund a paid order. One provider serves every
 * feature (decision 0050): each order names its feature's notify endpoint and result page, as
 * WeChat Pay's `notify_url` does, and each feature keeps its own orders. A deployment plugs its
 * provider in through `AppDeps.payments`; the demo uses the sandbox (services/sandbox-payments.ts).
 * Without either, fees are paid by deposit slip alone.
 */

/** An order as we open it: our trade number, what for, and the page the payer returns to. */
export interface OrderToOpen {
  method: OnlinePaymentMethod;
  tradeNo: string;
  amount: number;
  currency: string;
  /** The school's name, shown on the cashier. */
  merchant: string;
  /** What is paid for ("Application fee A2027-00012"). */
  subject: string;
  /** The method's result page inside the feature (`/registration/wechat/12`). */
  returnPath: string;
  /** The feature's endpoint the provider notifies of the payment (`/api/registration/pay_notify`). */
  notifyPath: string;
  now: Date;
}

/** How the provider says an order stands now. */
export type ProviderOrderState =
  | { state: "pending" }
  | { state: "paid"; providerTradeNo: string; amount: number; paidAt: Date }
  | { state: "cancelled" | "failed" | "expired" | "closed" };

/** A notification whose signature holds: the order it says is paid. */
export interface VerifiedNotice {
  tradeNo: string;
  providerTradeNo: string;
  amount: number;
  currency: string;
  paidAt: Date;
}

export interface PaymentProvider {
  /** The methods it takes. */
  readonly methods: readonly OnlinePaymentMethod[];
  /** Opens an order; answers where the payer pays (an absolute address, or one in the feature). */
  open(order: OrderToOpen): Promise<{ payUrl: string }>;
  /** Asks how an order stands. */
  query(tradeNo: string, now: Date): Promise<ProviderOrderState>;
  /** Closes an unpaid order: the payer can no longer pay it (a newer order replaces it). */
  close(tradeNo: string): Promise<void>;
  /** The notification's order if its signature is the provider's; null if not. */
  verify(notice: PayNotifyBody): VerifiedNotice | null;
  /**
   * Gives a paid order's amount back to the payer (a registration fee, on enrolment); rejects
   * when the provider does not. Refunding a refunded order again does nothing.
   */
  refund(tradeNo: string, amount: number, now: Date): Promise<void>;
}

import type { OnlinePaymentMethod } from "../payments/values";

/*
 * An application's fees (spec §3, §4), in plain values the client and the server share. How they
 * are paid is the platform's (payments/values.ts): online through a provider (WeChat Pay, Alipay;
 * a sandbox in demo mode), or the bank's deposit slip the office confirms.
 */

/**
 * The fees a Hong Kong school charges a family: the application fee when applying (never
 * refunded), and, once a place is offered, the registration fee that secures it — refunded when
 * the child enrols.
 */
export const FEE_KINDS = ["application", "registration"] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/**
 * The registration fee's life: not due (no place offered yet) → unpaid → paying → paid →
 * refunded (the child enrolled).
 */
export const REGISTRATION_FEE_STATUSES = [
  "not_due",
  "unpaid",
  "paying",
  "paid",
  "refunded",
] as const;
export type RegistrationFeeStatus = (typeof REGISTRATION_FEE_STATUSES)[number];

/**
 * The result page's address after paying by a method (spec §2 wechatResult, AliPayResult); the
 * registration fee's carries `fee=registration`.
 */
export const paymentResultPath = (
  method: OnlinePaymentMethod,
  applicationId: number,
  fee: FeeKind = "application",
) => `/registration/${method}/${applicationId}${fee === "registration" ? "?fee=registration" : ""}`;

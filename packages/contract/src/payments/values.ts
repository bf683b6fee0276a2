/*
 * How money is paid, for every feature that takes it (decision 0050: registration's fees, the
 * school's fees), in plain values the client and the server share. Online payments go through a
 * provider (WeChat Pay, Alipay; a sandbox in demo mode); offline, the family uploads the bank's
 * deposit slip and the office confirms it.
 */

/** How a fee is paid: online through a provider, or by a deposit slip the office checks. */
export const PAYMENT_METHODS = ["wechat", "alipay", "slip"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods paid at a provider's cashier, each with its result page (spec §2). */
export const ONLINE_PAYMENT_METHODS = ["wechat", "alipay"] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

/**
 * One payment's life: `open` (an order waiting for the payer, or a slip waiting for the office)
 * → `paid`, `closed` (an order cancelled, failed, expired or replaced by a newer one) or
 * `rejected` (a slip the office refused, with its reason); a paid registration fee is
 * `refunded` once the child enrols.
 */
export const PAYMENT_STATES = ["open", "paid", "closed", "rejected", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Why an online order closed unpaid: the family sees it and may pay again. */
export const PAYMENT_CLOSINGS = ["cancelled", "failed", "expired", "replaced"] as const;
export type PaymentClosing = (typeof PAYMENT_CLOSINGS)[number];

/** The office's word on a deposit slip: confirmed (paid) or rejected with a reason. */
export const SLIP_DECISIONS = ["confirm", "reject"] as const;
export type SlipDecision = (typeof SLIP_DECISIONS)[number];

/** Minutes an online order may be paid before the provider closes it. */
export const PAYMENT_ORDER_MINUTES = 15;

/** The sandbox cashier's buttons: what the tester's payer does. */
export const SANDBOX_OUTCOMES = ["pay", "cancel", "fail"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/**
 * How the sandbox tells the server of a payment: at once, late (seconds later), twice, or never
 * (the result page then learns it by asking the provider).
 */
export const SANDBOX_NOTIFY = ["now", "late", "twice", "never"] as const;
export type SandboxNotify = (typeof SANDBOX_NOTIFY)[number];

/** The sandbox's late notification, in seconds after the payment. */
export const SANDBOX_LATE_SECONDS = 8;

/** A trade number as we write it: the feature's letter, the record, a random tail. */
export const TRADE_NO_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

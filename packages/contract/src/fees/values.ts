/*
 * School fees' plain values (no zod, decision 0050): what a client's first screen may import
 * without downloading the schemas. Amounts are in the currency's minor unit (HK$120.00 is 12000).
 */

/** The longest fee title ("2026-27 下學期旅行日車費"). */
export const FEE_TITLE_MAX = 80;
/** The longest note to families beside a fee (what it covers, how to pay offline). */
export const FEE_NOTE_MAX = 500;
/** The longest reason the office gives (a slip rejected, a fee refunded). */
export const FEE_REASON_MAX = 200;
/** The largest single fee, in minor units (HK$100,000.00). */
export const FEE_AMOUNT_MAX = 10_000_000;
/** The most students one fee may name one by one. */
export const FEE_STUDENTS_MAX = 200;

/**
 * What a child owes for one fee: `unpaid`; `paying` while an online order or a deposit slip
 * waits; `paid`; `refunded` when the school gave it back.
 */
export const FEE_DUE_STATES = ["unpaid", "paying", "paid", "refunded"] as const;
export type FeeDueState = (typeof FEE_DUE_STATES)[number];

/** A family's fees: those still to pay, or paid and refunded ones (the history). */
export const FAMILY_FEE_VIEWS = ["due", "history"] as const;
export type FamilyFeeView = (typeof FAMILY_FEE_VIEWS)[number];

/** The office's children of a fee: all, those who owe (unpaid or paying), or paid/refunded. */
export const FEE_DUE_FILTERS = ["all", "owing", "paying", "paid", "refunded"] as const;
export type FeeDueFilter = (typeof FEE_DUE_FILTERS)[number];

/** A group of children's key, as notices name a slip's option: `notice.question.option`. */
export const CHILD_GROUP_KEY = /^\d{1,9}\.\d{1,2}\.\d{1,2}$/;

/** Where a payment's deposit slip downloads: `<path>/<payment id>`. */
export const FEE_SLIP_PATH = "/api/fees/slip";
/** Where the reconciliation workbook downloads (`?from=…&to=…`). */
export const FEES_EXPORT_PATH = "/api/fees/export";
/** The longest period one reconciliation covers, in days. */
export const FEES_EXPORT_DAYS_MAX = 400;

/** A fee's result page after paying online (the provider returns the payer here). */
export const feeResultPath = (dueId: number) => `/fees/result?id=${dueId}`;

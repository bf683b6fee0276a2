import { z as zc } from "zod";
import * as z from "zod/mini";
import {
  ONLINE_PAYMENT_METHODS,
  SANDBOX_NOTIFY,
  SANDBOX_OUTCOMES,
  TRADE_NO_PATTERN,
} from "./values";

/*
 * Payments' shapes for every feature that takes money (decision 0050): an order opened, a
 * provider's notification, and the demo sandbox's cashier.
 */

const required = { error: "validation.required" } as const;
const invalidOption = { error: "validation.invalidOption" } as const;

/**
 * An order opened: its trade number and where the payer pays — the provider's cashier (an
 * absolute address), or an address inside the feature (the demo's sandbox cashier).
 */
export const payAnswerSchema = z.object({ trade_no: z.string(), pay_url: z.string() });
export type PayAnswer = z.infer<typeof payAnswerSchema>;

const tradeNo = z.string(required).check(z.regex(TRADE_NO_PATTERN, invalidOption));

/** The sandbox cashier's order, by its trade number. */
export const sandboxOrderRequestSchema = z.object({ trade_no: tradeNo });

/** What the sandbox cashier shows: who is paid how much, and whether it can still be paid. */
export const sandboxOrderSchema = z.object({
  trade_no: z.string(),
  method: z.enum(ONLINE_PAYMENT_METHODS),
  merchant: z.string(),
  subject: z.string(),
  amount: z.number(),
  currency: z.string(),
  state: z.enum(["pending", "paid", "cancelled", "failed", "closed", "refunded"]),
  expires_at: z.string(),
  /** Where the payer goes back to: the method's result page inside the feature. */
  return_path: z.string(),
});
export type SandboxOrder = z.infer<typeof sandboxOrderSchema>;

/** The tester's payer pays, cancels or fails; the notification comes now, late, twice or never. */
export const sandboxActRequestSchema = z.object({
  trade_no: tradeNo,
  outcome: z.enum(SANDBOX_OUTCOMES, invalidOption),
  notify: z.optional(z.enum(SANDBOX_NOTIFY, invalidOption)),
});

/**
 * A provider's word that an order is paid, signed with the key it shares with the school's server
 * (the sandbox's HMAC-SHA256 over the other fields, in their order here).
 */
export const payNotifySchema = zc.object({
  trade_no: zc.string().regex(TRADE_NO_PATTERN, invalidOption),
  provider_trade_no: zc.string().regex(/^[A-Za-z0-9-]{1,64}$/, invalidOption),
  amount: zc.number().int().nonnegative().max(2_147_483_647),
  currency: zc.string().regex(/^[A-Z]{3}$/, invalidOption),
  paid_at: zc.iso.datetime({ offset: true, error: "validation.invalidOption" }),
  nonce: zc.string().regex(/^[A-Za-z0-9]{8,64}$/, invalidOption),
  sign: zc.string().regex(/^[0-9a-f]{64}$/, invalidOption),
});
export type PayNotifyBody = zc.infer<typeof payNotifySchema>;

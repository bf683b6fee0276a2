import type { PaymentClosing, PaymentMethod, PaymentState } from "@campus/contract";
import type { FeeAudience, FeeDueState } from "@campus/contract/fees";
import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { schools, uploads, users } from "../db/schema";

// ── School fees (decision 0050) ─────────────────────────────────────────────────────────────
//
// `npm run db:generate -w @campus/server -- --name <name>` writes the migration after a change.

/** A fee the office sets: its words, amount (minor units), last day and who pays it. */
export const feeItems = pgTable(
  "fee_items",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    titleZh: text("title_zh").notNull(),
    titleEn: text("title_en").notNull().default(""),
    note: text("note").notNull().default(""),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    audience: jsonb("audience").$type<FeeAudience>().notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("fee_items_school").on(t.schoolId, t.dueOn)],
);

/**
 * What one child owes for a fee, fixed when the fee is set (the children of its audience on
 * that day's roster). Its state moves only with its payments.
 */
export const feeDues = pgTable(
  "fee_dues",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => feeItems.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    state: text("state").$type<FeeDueState>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("fee_dues_item_student").on(t.itemId, t.studentId),
    index("fee_dues_student").on(t.studentId, t.state),
  ],
);

/**
 * Each way a family tried to pay a child's fee: an online order at the provider, or a deposit
 * slip for the office. At most one is open per fee at a time (the partial unique index): a
 * double tap or a retry opens one order, never two.
 */
export const feePayments = pgTable(
  "fee_payments",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    dueId: integer("due_id")
      .notNull()
      .references(() => feeDues.id, { onDelete: "cascade" }),
    method: text("method").$type<PaymentMethod>().notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    tradeNo: text("trade_no").notNull().unique(),
    state: text("state").$type<PaymentState>().notNull(),
    closedAs: text("closed_as").$type<PaymentClosing>(),
    providerTradeNo: text("provider_trade_no"),
    slipUploadId: integer("slip_upload_id").references(() => uploads.id),
    /** The office's reason: a slip rejected, a fee refunded. */
    reason: text("reason"),
    /** The parent who paid or sent the slip. */
    paidBy: integer("paid_by").references(() => users.id, { onDelete: "set null" }),
    /** The receipt's number, given once when it is paid ("FR2026-000012"). */
    receiptNo: text("receipt_no").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("fee_payments_one_open")
      .on(t.dueId)
      .where(sql`${t.state} = 'open'`),
    index("fee_payments_due").on(t.dueId, t.createdAt),
    index("fee_payments_school_paid").on(t.schoolId, t.paidAt),
  ],
);

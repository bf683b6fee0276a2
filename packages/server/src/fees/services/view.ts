import type { Locale } from "@campus/contract";
import {
  FEE_SLIP_PATH,
  type FamilyFee,
  type FeeItem,
  type FeePayment,
} from "@campus/contract/fees";
import { desc, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { schoolDay } from "../../services/school-days";
import { simplified } from "../../services/simplified";
import { type feeDues, type feeItems, feePayments } from "../schema";

/*
 * How fees read (decision 0050): a fee's title in the reader's language, a payment, a child's
 * fee as the family sees it. Apart from the services that move money, so reading never writes.
 */

export type ItemRow = typeof feeItems.$inferSelect;
export type DueRow = typeof feeDues.$inferSelect;
export type PaymentRow = typeof feePayments.$inferSelect;

/** Where the deposit slips of fees are kept (the uploads' purpose). */
export const SLIP_UPLOADS = "fees.slip";

/** The school's currency by where it is: Hong Kong dollars, patacas, yuan, New Taiwan dollars. */
export const currencyOf = (region: "hk" | "mo" | "cn" | "tw") =>
  ({ hk: "HKD", mo: "MOP", cn: "CNY", tw: "TWD" })[region];

/** The fee's title as the reader reads it (the Chinese where no English is written). */
export function titleFor(locale: Locale, item: Pick<ItemRow, "titleZh" | "titleEn">) {
  if (locale === "en-US") return item.titleEn || item.titleZh;
  if (locale === "zh-CN") return simplified(item.titleZh);
  return item.titleZh;
}

export const paymentOf = (row: PaymentRow): FeePayment => ({
  id: row.id,
  method: row.method,
  state: row.state,
  amount: row.amount,
  currency: row.currency,
  trade_no: row.tradeNo,
  provider_trade_no: row.providerTradeNo,
  created_at: row.createdAt.toISOString(),
  paid_at: row.paidAt?.toISOString() ?? null,
  refunded_at: row.refundedAt?.toISOString() ?? null,
  reason: row.reason,
  receipt_no: row.receiptNo,
  slip_url: row.slipUploadId === null ? null : `${FEE_SLIP_PATH}/${row.id}`,
});

/** Each due's latest payment (an order or a slip), by due. */
export async function latestPayments(db: Db, dueIds: readonly number[]) {
  const latest = new Map<number, PaymentRow>();
  if (dueIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(feePayments)
    .where(inArray(feePayments.dueId, [...dueIds]))
    .orderBy(desc(feePayments.createdAt), desc(feePayments.id));
  for (const row of rows) if (!latest.has(row.dueId)) latest.set(row.dueId, row);
  return latest;
}

/** A child's fee as the family reads it on `now`. */
export function familyFeeOf(
  locale: Locale,
  now: Date,
  { due, item, payment }: { due: DueRow; item: ItemRow; payment: PaymentRow | undefined },
): FamilyFee {
  return {
    id: due.id,
    title: titleFor(locale, item),
    note: item.note,
    amount: due.amount,
    currency: item.currency,
    due_on: item.dueOn,
    state: due.state,
    overdue: due.state === "unpaid" && item.dueOn < schoolDay(now),
    payment: payment ? paymentOf(payment) : null,
  };
}

/** A fee as the office lists it, with its counts. */
export const itemOf = (locale: Locale, row: ItemRow, counts: FeeItem["counts"]): FeeItem => ({
  id: row.id,
  title: titleFor(locale, row),
  title_zh: row.titleZh,
  title_en: row.titleEn,
  note: row.note,
  amount: row.amount,
  currency: row.currency,
  due_on: row.dueOn,
  audience: row.audience,
  created_at: row.createdAt.toISOString(),
  counts,
});

import type { ContractMessageId } from "@campus/contract";
import { and, asc, between, eq, or } from "drizzle-orm";
import writeXlsxFile from "write-excel-file/node";
import { users } from "../../db/schema";
import type { Download } from "../../http/download";
import type { ServiceContext } from "../../services/context";
import { endOfSchoolDay, addDays } from "../../services/school-days";
import { nameFor } from "../../services/simplified";
import { translate } from "../messages";
import { feeDues, feeItems, feePayments } from "../schema";
import { titleFor } from "./view";

/*
 * The reconciliation for the school's accounts (decision 0050): every fee payment received in a
 * period and every refund given, one row each with the numbers a bank statement and the
 * provider's settlement carry, and the totals by method — received, refunded, kept.
 */

export async function feesWorkbook(
  ctx: ServiceContext,
  { schoolId, from, to }: { schoolId: number; from: string; to: string },
): Promise<Download> {
  const { db, locale } = ctx;
  const start = new Date(endOfSchoolDay(addDays(from, -1)).getTime() + 1);
  const end = endOfSchoolDay(to);
  const rows = await db
    .select({ payment: feePayments, item: feeItems, student: users })
    .from(feePayments)
    .innerJoin(feeDues, eq(feeDues.id, feePayments.dueId))
    .innerJoin(feeItems, eq(feeItems.id, feeDues.itemId))
    .innerJoin(users, eq(users.id, feeDues.studentId))
    .where(
      and(
        eq(feePayments.schoolId, schoolId),
        or(between(feePayments.paidAt, start, end), between(feePayments.refundedAt, start, end)),
      ),
    )
    .orderBy(asc(feePayments.paidAt), asc(feePayments.id));
  const tr = (name: string, values?: Record<string, string | number>) =>
    translate(locale, `fees.export.${name}` as ContractMessageId, values);
  const bold = (value: string) => ({ value, fontWeight: "bold" as const });
  const money = (minor: number, currency: string) => {
    const digits =
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    return {
      value: minor / 10 ** digits,
      format: digits ? `#,##0.${"0".repeat(digits)}` : "#,##0",
    };
  };
  const when = (at: Date | null) =>
    at ? { value: at, format: "yyyy-mm-dd hh:mm" } : { value: "" };
  const inPeriod = (at: Date | null) => at !== null && at >= start && at <= end;
  const head = [
    "receipt",
    "paidAt",
    "method",
    "tradeNo",
    "providerTradeNo",
    "class",
    "number",
    "student",
    "fee",
    "currency",
    "amount",
    "refundedAt",
    "refunded",
    "reason",
  ].map((name) => bold(tr(`column.${name}`)));
  const totals = new Map<string, { received: number; refunded: number; currency: string }>();
  for (const { payment } of rows) {
    const key = `${payment.method} ${payment.currency}`;
    const total = totals.get(key) ?? { received: 0, refunded: 0, currency: payment.currency };
    if (inPeriod(payment.paidAt)) total.received += payment.amount;
    if (inPeriod(payment.refundedAt)) total.refunded += payment.amount;
    totals.set(key, total);
  }
  const bytes = await writeXlsxFile([
    {
      sheet: tr("sheet.payments"),
      data: [
        head,
        ...rows.map(({ payment, item, student }) => [
          { value: payment.receiptNo ?? "" },
          when(payment.paidAt),
          { value: tr(`method.${payment.method}`) },
          { value: payment.tradeNo },
          { value: payment.providerTradeNo ?? "" },
          { value: student.className ?? "" },
          student.classNumber === null ? { value: "" } : { value: student.classNumber },
          { value: nameFor(locale, { name_zh: student.nameZh, name_en: student.nameEn }) },
          { value: titleFor(locale, item) },
          { value: payment.currency },
          inPeriod(payment.paidAt) ? money(payment.amount, payment.currency) : { value: "" },
          when(payment.refundedAt),
          inPeriod(payment.refundedAt) ? money(payment.amount, payment.currency) : { value: "" },
          { value: payment.state === "refunded" ? (payment.reason ?? "") : "" },
        ]),
      ],
      columns: head.map((_, index) => ({ width: index === 8 ? 28 : index < 5 ? 18 : 10 })),
      stickyRowsCount: 1,
    },
    {
      sheet: tr("sheet.totals"),
      data: [
        ["method", "currency", "received", "refunded", "kept"].map((name) =>
          bold(tr(`column.${name}`)),
        ),
        ...[...totals.entries()].map(([key, total]) => [
          { value: tr(`method.${key.split(" ")[0]}`) },
          { value: total.currency },
          money(total.received, total.currency),
          money(total.refunded, total.currency),
          money(total.received - total.refunded, total.currency),
        ]),
      ],
      columns: [{ width: 16 }, { width: 10 }, { width: 14 }, { width: 14 }, { width: 14 }],
      stickyRowsCount: 1,
    },
  ]).toBuffer();
  return {
    name: `${tr("file", { from, to })}.xlsx`,
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    bytes: new Uint8Array(bytes),
  };
}

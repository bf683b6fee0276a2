import { addDays, schoolDay } from "@campus/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { users } from "../db/schema";
import { firstRow } from "../db/sql";
import type { DemoSchool } from "../server-feature";
import { noticePdf } from "../seed/notice-pdf";
import { insertUpload } from "../services/uploads";
import { feeDues, feeItems, feePayments } from "./schema";
import { SLIP_UPLOADS } from "./services/view";

/*
 * The demo's school fees (decision 0050): the first term's air-conditioning fee for the whole
 * school, its last day three weeks gone — 陳小明's father paid it by deposit slip, which the office
 * confirmed, and most families paid online — and P4's picnic coach fare, due in ten days: half of
 * 4A has paid, one slip waits for the office, and 陳小明's is still to pay, which the family's
 * journey pays.
 */

const DAY = 86_400_000;

export async function seedFees(db: Db, school: DemoSchool, now: Date): Promise<boolean> {
  const office = school.people["admin"];
  const child = school.people["s2026001"];
  if (office === undefined || child === undefined) return false;
  const father = await firstRow<{ parent_id: number }>(
    db,
    sql`SELECT parent_id FROM guardianships WHERE student_id = ${child}
      ORDER BY sort, parent_id LIMIT 1`,
  );
  const students = await db
    .select({ id: users.id, className: users.className })
    .from(users)
    .where(
      and(
        eq(users.schoolId, school.id),
        eq(users.status, "active"),
        sql`'student' = ANY(${users.roles})`,
      ),
    )
    .orderBy(asc(users.className), asc(users.classNumber));
  const today = schoolDay(now);
  const [aircon, coach] = await db
    .insert(feeItems)
    .values([
      {
        schoolId: school.id,
        titleZh: "2026-27 上學期冷氣費",
        titleEn: "Air-conditioning fee, first term 2026-27",
        note: "用於課室冷氣機的電費及保養。",
        amount: 25_000,
        currency: "HKD",
        dueOn: addDays(today, -21),
        audience: { kind: "school" as const },
        createdBy: office,
        createdAt: new Date(now.getTime() - 40 * DAY),
      },
      {
        schoolId: school.id,
        titleZh: "四年級旅行日車費",
        titleEn: "P4 picnic day coach fare",
        note: "旅行日來回旅遊巴士車費。如有經濟困難，請與校務處聯絡。",
        amount: 12_000,
        currency: "HKD",
        dueOn: addDays(today, 10),
        audience: { kind: "grades" as const, grades: [4] },
        createdBy: office,
        createdAt: new Date(now.getTime() - 4 * DAY),
      },
    ])
    .returning();
  const dues = await db
    .insert(feeDues)
    .values([
      ...students.map((s) => ({
        schoolId: school.id,
        itemId: aircon!.id,
        studentId: s.id,
        amount: aircon!.amount,
        state: "unpaid" as const,
        updatedAt: aircon!.createdAt,
      })),
      ...students
        .filter((s) => s.className?.startsWith("4"))
        .map((s) => ({
          schoolId: school.id,
          itemId: coach!.id,
          studentId: s.id,
          amount: coach!.amount,
          state: "unpaid" as const,
          updatedAt: coach!.createdAt,
        })),
    ])
    .returning();
  // Who paid what, and how: most paid the air-conditioning online, 陳小明's father by slip; half
  // of 4A paid the coach online, one family's slip waits.
  const payments = dues.flatMap((due, n): (typeof feePayments.$inferInsert)[] => {
    const mine = due.studentId === child;
    const aircon = due.itemId === dues[0]!.itemId;
    const paidAt = new Date(now.getTime() - (aircon ? 30 - (n % 9) : 3 - (n % 3)) * DAY);
    const base = {
      schoolId: school.id,
      dueId: due.id,
      amount: due.amount,
      currency: "HKD",
      paidBy: mine ? (father?.parent_id ?? null) : null,
      createdAt: paidAt,
    };
    if (aircon && mine)
      return [
        {
          ...base,
          method: "slip" as const,
          state: "paid" as const,
          paidAt,
          tradeNo: `G${due.id}-DEMO0001`,
        },
      ];
    if (aircon && n % 7 !== 3)
      return [
        {
          ...base,
          method: n % 2 ? ("wechat" as const) : ("alipay" as const),
          state: "paid" as const,
          paidAt,
          tradeNo: `F${due.id}-DEMO${String(n).padStart(4, "0")}`,
          providerTradeNo: `SBXDEMO${String(n).padStart(6, "0")}`,
        },
      ];
    if (!aircon && !mine && n % 2 === 0)
      return [
        {
          ...base,
          method: "wechat" as const,
          state: "paid" as const,
          paidAt,
          tradeNo: `F${due.id}-DEMO${String(n).padStart(4, "0")}`,
          providerTradeNo: `SBXDEMO${String(n).padStart(6, "0")}`,
        },
      ];
    if (!aircon && !mine && n % 6 === 1)
      return [
        {
          ...base,
          method: "slip" as const,
          state: "open" as const,
          paidAt: null,
          tradeNo: `G${due.id}-DEMO${String(n).padStart(4, "0")}`,
        },
      ];
    return [];
  });
  // Each slip is the bank's deposit slip as the family photographed it: here a one-page PDF.
  for (const slip of payments.filter((p) => p.method === "slip")) {
    const stored = await insertUpload(db, {
      schoolId: school.id,
      userId: slip.paidBy ?? office,
      purpose: SLIP_UPLOADS,
      name: "入數紙 deposit slip.pdf",
      type: "application/pdf",
      bytes: noticePdf("Bank deposit slip", [
        "Payee: Campus Demo School",
        `Amount: HKD ${(slip.amount / 100).toFixed(2)}`,
        `Reference: ${slip.tradeNo}`,
      ]),
      now: slip.createdAt,
    });
    slip.slipUploadId = stored.id;
  }
  const inserted = await db.insert(feePayments).values(payments).returning();
  for (const payment of inserted) {
    if (payment.state !== "paid" || !payment.paidAt) continue;
    await db
      .update(feePayments)
      .set({
        receiptNo: `FR${schoolDay(payment.paidAt).slice(0, 4)}-${String(payment.id).padStart(6, "0")}`,
      })
      .where(eq(feePayments.id, payment.id));
  }
  const state = (wanted: "paid" | "paying") =>
    inserted
      .filter((p) => (wanted === "paid" ? p.state === "paid" : p.state === "open"))
      .map((p) => p.dueId);
  for (const wanted of ["paid", "paying"] as const) {
    const ids = state(wanted);
    if (ids.length) await db.update(feeDues).set({ state: wanted }).where(inArray(feeDues.id, ids));
  }
  return true;
}

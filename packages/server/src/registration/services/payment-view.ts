import type { Payment } from "@campus/contract";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { uploads } from "../../db/schema";
import { payments, registrationSettings } from "../schema";

/*
 * How an application's fee reads (applications.ts shows it with the application): the fee due
 * and its latest payment. Apart from payments.ts, which moves payments, so the two need not
 * import each other.
 */

export type PaymentRow = typeof payments.$inferSelect;

/** The application's latest payment (an order or a slip), if any. */
export async function latestPayment(db: Db, applicationId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.applicationId, applicationId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The fee due: the school's application fee and its currency. */
export async function applicationFeeOf(db: Db, schoolId: number) {
  const [settings] = await db
    .select({
      amount: registrationSettings.applicationFee,
      currency: registrationSettings.currency,
    })
    .from(registrationSettings)
    .where(eq(registrationSettings.schoolId, schoolId));
  return settings ?? { amount: 0, currency: "HKD" };
}

export async function paymentOf(db: Db, applicationId: number): Promise<Payment | null> {
  const row = await latestPayment(db, applicationId);
  if (!row) return null;
  const [slip] = row.slipUploadId
    ? await db
        .select({ name: uploads.name, type: uploads.type, size: uploads.size })
        .from(uploads)
        .where(eq(uploads.id, row.slipUploadId))
    : [];
  return {
    method: row.method,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    trade_no: row.tradeNo,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    closed_as: row.closedAs,
    reason: row.reason,
    slip: slip ?? null,
  };
}

import type { FeeKind, Payment } from "@campus/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { uploads } from "../../db/schema";
import { payments, registrationSettings } from "../schema";

/*
 * How an application's fees read (applications.ts shows them with the application): the fees
 * due and the latest payment of each. Apart from payments.ts, which moves payments, so the two need not
 * import each other.
 */

export type PaymentRow = typeof payments.$inferSelect;

/** The application's latest payment of a fee (an order or a slip), if any. */
export async function latestPayment(
  db: Db,
  applicationId: number,
  fee: FeeKind = "application",
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.applicationId, applicationId), eq(payments.fee, fee)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The school's fees (minor units of its currency): the application fee, the registration fee. */
export async function feesOf(db: Db, schoolId: number) {
  const [settings] = await db
    .select({
      application: registrationSettings.applicationFee,
      registration: registrationSettings.registrationFee,
      currency: registrationSettings.currency,
    })
    .from(registrationSettings)
    .where(eq(registrationSettings.schoolId, schoolId));
  return settings ?? { application: 0, registration: 0, currency: "HKD" };
}

/** The application's latest payment of a fee as the family and the office read it. */
export async function paymentOf(
  db: Db,
  applicationId: number,
  fee: FeeKind = "application",
): Promise<Payment | null> {
  const row = await latestPayment(db, applicationId, fee);
  if (!row) return null;
  const [slip] = row.slipUploadId
    ? await db
        .select({ name: uploads.name, type: uploads.type, size: uploads.size })
        .from(uploads)
        .where(eq(uploads.id, row.slipUploadId))
    : [];
  return {
    fee: row.fee,
    method: row.method,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    trade_no: row.tradeNo,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    closed_as: row.closedAs,
    reason: row.reason,
    slip: slip ?? null,
  };
}

import {
  paymentResultPath,
  registrationPayNotify,
  ResultCode,
  type Application,
  type FeeKind,
  type OnlinePaymentMethod,
  type PayAnswer,
  type PayNotifyBody,
  type SlipDecision,
} from "@campus/contract";
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { isUniqueViolation } from "../../db/sql";
import { schools, uploads } from "../../db/schema";
import { translate } from "../messages";
import { ApiProblem, conflict, invalidField, notFound } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { schoolDay } from "../../services/school-days";
import { storeUpload } from "../../services/uploads";
import { applications, payments } from "../schema";
import {
  APPLICATION_UPLOADS,
  applicationOf,
  mayReadFiles,
  mine,
  numberOf,
  ofSchool,
  type ApplicationRow,
  type Reader,
} from "./applications";
import type { PaymentProvider } from "../../services/payment-provider";
import { providerWord } from "../../services/payments";
import { feesOf, latestPayment, type PaymentRow } from "./payment-view";
import { schoolNameOf } from "./school";

/*
 * An application's fees (README, "Fees"): the application fee once submitted, the registration
 * fee once a place is offered, each unpaid → paying → paid (spec §4); the registration fee is
 * refunded when the child enrols. Online, an order at the provider; what it says — by its
 * signed notification or when asked — is the only word that a fee is paid, never the browser
 * coming back. Offline, a deposit slip the office confirms. A payment that fails or is
 * abandoned leaves the fee unpaid and the application as it was.
 */

const refuse = (id: Parameters<typeof translate>[1]) => new ApiProblem(ResultCode.badRequest, id);

/** Where each fee's state is kept on the application. */
const feeState = (fee: FeeKind, state: "unpaid" | "paying" | "paid") =>
  fee === "application" ? { feeStatus: state } : { registrationFeeStatus: state };
const feeStateColumn = (fee: FeeKind) =>
  fee === "application" ? applications.feeStatus : applications.registrationFeeStatus;

/**
 * A fee is due: the application fee once the application is submitted, until it is paid or the
 * school says no; the registration fee once a place is offered, until it is paid.
 */
function due(row: ApplicationRow, fee: FeeKind, now: Date) {
  if (fee === "registration") {
    if (row.status !== "approved" || row.registrationFeeStatus === "not_due")
      throw refuse("registration.error.paymentNotDue");
    if (row.registrationFeeStatus === "paid" || row.registrationFeeStatus === "refunded")
      throw refuse("registration.error.feeAlreadyPaid");
    // The place was held until a day the school set; after it, the school decides (it may
    // give more days).
    if (row.offerExpiresAt && now > row.offerExpiresAt)
      throw conflict("registration.error.offerExpired", { day: schoolDay(row.offerExpiresAt) });
    return;
  }
  if (row.submittedAt === null || row.status === "not_passed")
    throw refuse("registration.error.paymentNotDue");
  if (row.feeStatus === "paid") throw refuse("registration.error.feeAlreadyPaid");
}

/** Whether the fee is paid now (read again after asking the provider). */
const isPaid = (row: ApplicationRow, fee: FeeKind) =>
  (fee === "application" ? row.feeStatus : row.registrationFeeStatus) === "paid";

/** The open payment of a fee (at most one: the database's partial unique index). */
async function openPayment(
  db: Db,
  applicationId: number,
  fee: FeeKind,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, applicationId),
        eq(payments.fee, fee),
        eq(payments.state, "open"),
      ),
    );
  return row ?? null;
}

const tradeNoOf = (prefix: "P" | "S" | "R" | "Q", applicationId: number) =>
  `${prefix}${applicationId}-${randomBytes(6).toString("hex").toUpperCase()}`;

/** Trade numbers say which fee they pay: P/S the application fee, R/Q the registration fee. */
const prefixOf = (fee: FeeKind, online: boolean) =>
  fee === "application" ? (online ? "P" : "S") : online ? "R" : "Q";

/** Marks an order paid once and the fee with it; a second word of the same payment does nothing. */
async function settle(
  db: Db,
  payment: PaymentRow,
  paid: { providerTradeNo: string; paidAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(payments)
      .set({ state: "paid", providerTradeNo: paid.providerTradeNo, paidAt: paid.paidAt })
      .where(and(eq(payments.id, payment.id), eq(payments.state, "open")))
      .returning();
    if (!settled) return false;
    await tx
      .update(applications)
      .set({ ...feeState(payment.fee, "paid"), updatedAt: paid.paidAt })
      .where(eq(applications.id, payment.applicationId));
    return true;
  });
}

/** Closes an open payment unpaid (cancelled, failed, expired, replaced): the fee is unpaid again. */
async function closeUnpaid(
  db: Db,
  payment: PaymentRow,
  as: NonNullable<PaymentRow["closedAs"]>,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(payments)
      .set({ state: "closed", closedAs: as })
      .where(and(eq(payments.id, payment.id), eq(payments.state, "open")))
      .returning();
    if (closed)
      await tx
        .update(applications)
        .set({ ...feeState(payment.fee, "unpaid"), updatedAt: now })
        .where(
          and(
            eq(applications.id, payment.applicationId),
            eq(feeStateColumn(payment.fee), "paying"),
          ),
        );
  });
}

/**
 * Asks the provider how an open online order stands and records it: paid, or closed unpaid. An
 * order still waiting stays open (the result page asks again).
 */
async function reconcile(db: Db, provider: PaymentProvider | null, payment: PaymentRow, now: Date) {
  const word = await providerWord(provider, payment, now);
  if (word && "paid" in word) await settle(db, payment, word.paid);
  else if (word) await closeUnpaid(db, payment, word.closed, now);
}

/**
 * Opens an order for a fee: a slip awaiting the office comes first; an unpaid order is replaced
 * (asked first, in case it was paid meanwhile). A double tap opens one order.
 */
export async function pay(
  ctx: ServiceContext,
  {
    guardianId,
    id,
    method,
    fee = "application",
    provider,
  }: {
    guardianId: number;
    id: number;
    method: OnlinePaymentMethod;
    fee?: FeeKind;
    provider: PaymentProvider | null;
  },
): Promise<PayAnswer> {
  const { db, now } = ctx;
  if (!provider?.methods.includes(method))
    throw refuse("registration.error.onlinePaymentUnavailable");
  const row = await mine(db, guardianId, id);
  due(row, fee, now);
  const open = await openPayment(db, row.id, fee);
  if (open?.method === "slip") throw refuse("registration.error.slipAwaitingReview");
  if (open) {
    await reconcile(db, provider, open, now);
    const still = await openPayment(db, row.id, fee);
    if (still) {
      await provider.close(still.tradeNo);
      await closeUnpaid(db, still, "replaced", now);
    } else if (isPaid(await mine(db, guardianId, id), fee)) {
      throw refuse("registration.error.feeAlreadyPaid");
    }
  }
  const fees = await feesOf(db, row.schoolId);
  const amount = fees[fee];
  const [school] = await db.select().from(schools).where(eq(schools.id, row.schoolId));
  const tradeNo = tradeNoOf(prefixOf(fee, true), row.id);
  let payment: PaymentRow;
  try {
    [payment] = (await db
      .insert(payments)
      .values({
        applicationId: row.id,
        fee,
        method,
        amount,
        currency: fees.currency,
        tradeNo,
        state: "open",
        createdAt: now,
      })
      .returning()) as [PaymentRow];
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("registration.error.paymentInProgress");
    throw error;
  }
  const opened = await provider
    .open({
      method,
      tradeNo,
      amount,
      currency: fees.currency,
      merchant: school ? schoolNameOf(school, ctx.locale) : "",
      subject: translate(
        ctx.locale,
        fee === "application" ? "api.payment.subject" : "api.payment.registrationSubject",
        { number: numberOf(row) },
      ),
      returnPath: paymentResultPath(method, row.id, fee),
      notifyPath: registrationPayNotify.path,
      now,
    })
    .catch(async (error: unknown) => {
      await closeUnpaid(db, payment, "failed", now);
      throw error;
    });
  await db
    .update(applications)
    .set({ ...feeState(fee, "paying"), updatedAt: now })
    .where(eq(applications.id, row.id));
  return { trade_no: tradeNo, pay_url: opened.payUrl };
}

/** The application after asking the provider how its open order stands (the result pages). */
export async function paymentResult(
  ctx: ServiceContext,
  {
    guardianId,
    id,
    provider,
  }: { guardianId: number; id: number; provider: PaymentProvider | null },
): Promise<Application> {
  const { db, now } = ctx;
  const row = await mine(db, guardianId, id);
  for (const fee of ["application", "registration"] as const) {
    const open = await openPayment(db, row.id, fee);
    if (open) await reconcile(db, provider, open, now);
  }
  return applicationOf(db, await mine(db, guardianId, id));
}

/**
 * The provider's notification: believed only with a valid signature and the order's own amount;
 * a repeat (or one for an order already settled by asking) changes nothing and is acknowledged.
 */
export async function payNotified(
  ctx: ServiceContext,
  { notice, provider }: { notice: PayNotifyBody; provider: PaymentProvider | null },
): Promise<{ accepted: boolean }> {
  const { db } = ctx;
  if (!provider) throw notFound();
  const verified = provider.verify(notice);
  if (!verified) throw refuse("registration.error.paymentSignature");
  const [payment] = await db.select().from(payments).where(eq(payments.tradeNo, verified.tradeNo));
  if (!payment || payment.method === "slip") throw notFound();
  if (payment.amount !== verified.amount || payment.currency !== verified.currency)
    throw refuse("registration.error.paymentMismatch");
  if (payment.state === "open") await settle(db, payment, verified);
  return { accepted: true };
}

/**
 * Pays offline: the bank's deposit slip (image or PDF, checked by content), waiting for the
 * office. It replaces a slip still waiting, and an unpaid online order.
 */
export async function uploadSlip(
  ctx: ServiceContext,
  {
    guardianId,
    applicationId,
    file,
    fee = "application",
    provider,
  }: {
    guardianId: number;
    applicationId: number;
    file: File;
    fee?: FeeKind;
    provider: PaymentProvider | null;
  },
): Promise<Application> {
  const { db, now } = ctx;
  const row = await mine(db, guardianId, applicationId);
  due(row, fee, now);
  const open = await openPayment(db, row.id, fee);
  if (open && open.method !== "slip") {
    await reconcile(db, provider, open, now);
    if (isPaid(await mine(db, guardianId, applicationId), fee))
      throw refuse("registration.error.feeAlreadyPaid");
    const still = await openPayment(db, row.id, fee);
    if (still) {
      await provider?.close(still.tradeNo);
      await closeUnpaid(db, still, "replaced", now);
    }
  }
  const stored = await storeUpload(ctx, {
    schoolId: row.schoolId,
    userId: guardianId,
    purpose: APPLICATION_UPLOADS,
    kind: "document",
    file,
  });
  const fees = await feesOf(db, row.schoolId);
  try {
    await db.transaction(async (tx) => {
      if (open?.method === "slip")
        await tx
          .update(payments)
          .set({ state: "closed", closedAs: "replaced" })
          .where(and(eq(payments.id, open.id), eq(payments.state, "open")));
      await tx.insert(payments).values({
        applicationId: row.id,
        fee,
        method: "slip",
        amount: fees[fee],
        currency: fees.currency,
        tradeNo: tradeNoOf(prefixOf(fee, false), row.id),
        state: "open",
        slipUploadId: stored.id,
        createdAt: now,
      });
      await tx
        .update(applications)
        .set({ ...feeState(fee, "paying"), updatedAt: now })
        .where(eq(applications.id, row.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("registration.error.paymentInProgress");
    throw error;
  }
  return applicationOf(db, await mine(db, guardianId, applicationId));
}

/** The office confirms a waiting slip (paid) or rejects it with a reason (unpaid again). */
export async function officeDecideSlip(
  ctx: ServiceContext,
  {
    schoolId,
    id,
    decision,
    reason,
    fee = "application",
  }: { schoolId: number; id: number; decision: SlipDecision; reason?: string; fee?: FeeKind },
): Promise<Application> {
  const { db, now } = ctx;
  const row = await ofSchool(db, schoolId, id);
  const open = await openPayment(db, row.id, fee);
  if (open?.method !== "slip") throw refuse("registration.error.noSlipToReview");
  if (decision === "reject" && !reason)
    throw invalidField(ctx.locale, "reason", "validation.reasonRequired");
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(payments)
      .set(
        decision === "confirm"
          ? { state: "paid", paidAt: now }
          : { state: "rejected", reason: reason ?? null },
      )
      .where(and(eq(payments.id, open.id), eq(payments.state, "open")))
      .returning();
    if (!decided) throw refuse("registration.error.noSlipToReview");
    await tx
      .update(applications)
      .set({ ...feeState(fee, decision === "confirm" ? "paid" : "unpaid"), updatedAt: now })
      .where(eq(applications.id, row.id));
  });
  return applicationOf(db, await ofSchool(db, schoolId, id));
}

/**
 * The child has enrolled: recorded once, and the registration fee they paid refunded — through
 * the provider for an online payment (its word first: a refund that fails changes nothing), or
 * marked refunded for a slip, which the school pays back itself. A school that charges no
 * registration fee enrols without one. Twice answers the same.
 */
export async function officeEnrol(
  ctx: ServiceContext,
  { schoolId, id, provider }: { schoolId: number; id: number; provider: PaymentProvider | null },
): Promise<Application> {
  const { db, now } = ctx;
  const row = await ofSchool(db, schoolId, id);
  if (row.enrolledAt) return applicationOf(db, row);
  if (row.status !== "approved") throw refuse("registration.error.notApproved");
  if (row.registrationFeeStatus !== "paid" && row.registrationFeeStatus !== "not_due")
    throw refuse("registration.error.feeNotPaid");
  const paid =
    row.registrationFeeStatus === "paid" ? await latestPayment(db, row.id, "registration") : null;
  if (paid && paid.state === "paid" && paid.method !== "slip") {
    if (!provider) throw refuse("registration.error.refundFailed");
    await provider.refund(paid.tradeNo, paid.amount, now).catch(() => {
      throw refuse("registration.error.refundFailed");
    });
  }
  await db.transaction(async (tx) => {
    if (paid)
      await tx
        .update(payments)
        .set({ state: "refunded", refundedAt: now })
        .where(and(eq(payments.id, paid.id), eq(payments.state, "paid")));
    await tx
      .update(applications)
      .set({
        enrolledAt: now,
        updatedAt: now,
        ...(paid ? { registrationFeeStatus: "refunded" as const } : {}),
      })
      .where(and(eq(applications.id, row.id), isNull(applications.enrolledAt)));
  });
  return applicationOf(db, await ofSchool(db, schoolId, id));
}

/** A fee's latest deposit slip's file, for the guardian who applied or the school's office. */
export async function slipFile(
  db: Db,
  { user, applicationId, fee }: { user: Reader; applicationId: number; fee: FeeKind },
) {
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application || !mayReadFiles(user, application)) return null;
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, applicationId),
        eq(payments.fee, fee),
        isNotNull(payments.slipUploadId),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!payment?.slipUploadId) return null;
  const [file] = await db.select().from(uploads).where(eq(uploads.id, payment.slipUploadId));
  return file ?? null;
}

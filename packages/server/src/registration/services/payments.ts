import {
  paymentResultPath,
  ResultCode,
  type Application,
  type OnlinePaymentMethod,
  type PayAnswer,
  type PayNotifyBody,
  type SlipDecision,
} from "@campus/contract";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { isUniqueViolation } from "../../db/sql";
import { schools, uploads } from "../../db/schema";
import { translate } from "../../http/messages";
import { ApiProblem, conflict, invalidField, notFound } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
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
import { applicationFeeOf, latestPayment, type PaymentRow } from "./payment-view";
import { schoolNameOf } from "./school";

/*
 * An application's fee (README, "Fees"): unpaid → paying → paid (spec §4). Online, an order at
 * the provider; what it says — by its signed notification or when asked — is the only word that
 * a fee is paid, never the browser coming back. Offline, a deposit slip the office confirms.
 * A payment that fails or is abandoned leaves the fee unpaid and the application as it was.
 */

const refuse = (id: Parameters<typeof translate>[1]) => new ApiProblem(ResultCode.badRequest, id);

/** A fee is due once the application is submitted, until it is paid or the school says no. */
function due(row: ApplicationRow) {
  if (row.submittedAt === null || row.status === "not_passed")
    throw refuse("api.error.paymentNotDue");
  if (row.feeStatus === "paid") throw refuse("api.error.feeAlreadyPaid");
}

/** The open payment (at most one: the database's partial unique index). */
async function openPayment(db: Db, applicationId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.applicationId, applicationId), eq(payments.state, "open")));
  return row ?? null;
}

const tradeNoOf = (prefix: "P" | "S", applicationId: number) =>
  `${prefix}${applicationId}-${randomBytes(6).toString("hex").toUpperCase()}`;

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
      .set({ feeStatus: "paid", updatedAt: paid.paidAt })
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
        .set({ feeStatus: "unpaid", updatedAt: now })
        .where(
          and(eq(applications.id, payment.applicationId), eq(applications.feeStatus, "paying")),
        );
  });
}

/**
 * Asks the provider how an open online order stands and records it: paid, or closed unpaid. An
 * order still waiting stays open (the result page asks again).
 */
async function reconcile(db: Db, provider: PaymentProvider | null, payment: PaymentRow, now: Date) {
  if (payment.method === "slip" || !provider) return;
  const answer = await provider.query(payment.tradeNo, now);
  if (answer.state === "paid") {
    if (answer.amount === payment.amount) await settle(db, payment, answer);
  } else if (answer.state !== "pending") {
    await closeUnpaid(db, payment, answer.state === "closed" ? "expired" : answer.state, now);
  }
}

/**
 * Opens an order for the application fee: a slip awaiting the office comes first; an unpaid
 * order is replaced (asked first, in case it was paid meanwhile). A double tap opens one order.
 */
export async function pay(
  ctx: ServiceContext,
  {
    guardianId,
    id,
    method,
    provider,
  }: {
    guardianId: number;
    id: number;
    method: OnlinePaymentMethod;
    provider: PaymentProvider | null;
  },
): Promise<PayAnswer> {
  const { db, now } = ctx;
  if (!provider?.methods.includes(method)) throw refuse("api.error.onlinePaymentUnavailable");
  const row = await mine(db, guardianId, id);
  due(row);
  const open = await openPayment(db, row.id);
  if (open?.method === "slip") throw refuse("api.error.slipAwaitingReview");
  if (open) {
    await reconcile(db, provider, open, now);
    const still = await openPayment(db, row.id);
    if (still) {
      await provider.close(still.tradeNo);
      await closeUnpaid(db, still, "replaced", now);
    } else if ((await mine(db, guardianId, id)).feeStatus === "paid") {
      throw refuse("api.error.feeAlreadyPaid");
    }
  }
  const fee = await applicationFeeOf(db, row.schoolId);
  const [school] = await db.select().from(schools).where(eq(schools.id, row.schoolId));
  const tradeNo = tradeNoOf("P", row.id);
  let payment: PaymentRow;
  try {
    [payment] = (await db
      .insert(payments)
      .values({
        applicationId: row.id,
        fee: "application",
        method,
        amount: fee.amount,
        currency: fee.currency,
        tradeNo,
        state: "open",
        createdAt: now,
      })
      .returning()) as [PaymentRow];
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("api.error.paymentInProgress");
    throw error;
  }
  const opened = await provider
    .open({
      method,
      tradeNo,
      amount: fee.amount,
      currency: fee.currency,
      merchant: school ? schoolNameOf(school, ctx.locale) : "",
      subject: translate(ctx.locale, "api.payment.subject", { number: numberOf(row) }),
      returnPath: paymentResultPath(method, row.id),
      now,
    })
    .catch(async (error: unknown) => {
      await closeUnpaid(db, payment, "failed", now);
      throw error;
    });
  await db
    .update(applications)
    .set({ feeStatus: "paying", updatedAt: now })
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
  const open = await openPayment(db, row.id);
  if (open) await reconcile(db, provider, open, now);
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
  if (!verified) throw refuse("api.error.paymentSignature");
  const [payment] = await db.select().from(payments).where(eq(payments.tradeNo, verified.tradeNo));
  if (!payment || payment.method === "slip") throw notFound();
  if (payment.amount !== verified.amount || payment.currency !== verified.currency)
    throw refuse("api.error.paymentMismatch");
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
    provider,
  }: { guardianId: number; applicationId: number; file: File; provider: PaymentProvider | null },
): Promise<Application> {
  const { db, now } = ctx;
  const row = await mine(db, guardianId, applicationId);
  due(row);
  const open = await openPayment(db, row.id);
  if (open && open.method !== "slip") {
    await reconcile(db, provider, open, now);
    if ((await mine(db, guardianId, applicationId)).feeStatus === "paid")
      throw refuse("api.error.feeAlreadyPaid");
    const still = await openPayment(db, row.id);
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
  const fee = await applicationFeeOf(db, row.schoolId);
  try {
    await db.transaction(async (tx) => {
      if (open?.method === "slip")
        await tx
          .update(payments)
          .set({ state: "closed", closedAs: "replaced" })
          .where(and(eq(payments.id, open.id), eq(payments.state, "open")));
      await tx.insert(payments).values({
        applicationId: row.id,
        fee: "application",
        method: "slip",
        amount: fee.amount,
        currency: fee.currency,
        tradeNo: tradeNoOf("S", row.id),
        state: "open",
        slipUploadId: stored.id,
        createdAt: now,
      });
      await tx
        .update(applications)
        .set({ feeStatus: "paying", updatedAt: now })
        .where(eq(applications.id, row.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("api.error.paymentInProgress");
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
  }: { schoolId: number; id: number; decision: SlipDecision; reason?: string },
): Promise<Application> {
  const { db, now } = ctx;
  const row = await ofSchool(db, schoolId, id);
  const open = await openPayment(db, row.id);
  if (open?.method !== "slip") throw refuse("api.error.noSlipToReview");
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
    if (!decided) throw refuse("api.error.noSlipToReview");
    await tx
      .update(applications)
      .set({ feeStatus: decision === "confirm" ? "paid" : "unpaid", updatedAt: now })
      .where(eq(applications.id, row.id));
  });
  return applicationOf(db, await ofSchool(db, schoolId, id));
}

/** The latest deposit slip's file, for the guardian who applied or the school's office. */
export async function slipFile(
  db: Db,
  { user, applicationId }: { user: Reader; applicationId: number },
) {
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application || !mayReadFiles(user, application)) return null;
  const payment = await latestPayment(db, applicationId);
  if (!payment?.slipUploadId) return null;
  const [file] = await db.select().from(uploads).where(eq(uploads.id, payment.slipUploadId));
  return file ?? null;
}

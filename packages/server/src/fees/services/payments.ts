import { ResultCode, type PayAnswer, type PayNotifyBody, type Locale } from "@campus/contract";
import { feeResultPath, feesEndpoints, type FamilyFee } from "@campus/contract/fees";
import type { OnlinePaymentMethod, SlipDecision } from "@campus/contract";
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { uploads } from "../../db/schema";
import { isUniqueViolation } from "../../db/sql";
import { ApiProblem, conflict, invalidField, notFound } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import type { PaymentProvider } from "../../services/payment-provider";
import { providerWord } from "../../services/payments";
import { schoolDay } from "../../services/school-days";
import { storeUpload } from "../../services/uploads";
import type { Payer } from "../callers";
import { translate } from "../messages";
import { feeDues, feeItems, feePayments } from "../schema";
import {
  familyFeeOf,
  latestPayments,
  SLIP_UPLOADS,
  titleFor,
  type DueRow,
  type ItemRow,
  type PaymentRow,
} from "./view";

/*
 * Paying a child's fee (decision 0050), exactly once: online through the deployment's provider,
 * whose word — its signed notification, or its answer when asked — is the only word that a fee
 * is paid, never the browser coming back; or by the bank's deposit slip the office confirms. At
 * most one payment of a fee is open at a time (the partial unique index), and a payment is
 * settled by one conditional update, so a notification twice, a late one after the result page
 * asked, a double tap and a retry all end in one paid fee and one receipt.
 */

const refuse = (id: Parameters<typeof translate>[1]) => new ApiProblem(ResultCode.badRequest, id);

/** A child's due and its fee, of the payer's current child. */
async function dueOfChild(db: Db, childId: number, dueId: number) {
  const [row] = await db
    .select({ due: feeDues, item: feeItems })
    .from(feeDues)
    .innerJoin(feeItems, eq(feeItems.id, feeDues.itemId))
    .where(and(eq(feeDues.id, dueId), eq(feeDues.studentId, childId)));
  if (!row) throw notFound();
  return row;
}

/** The open payment of a due (at most one: the database's partial unique index). */
async function openPayment(db: Db, dueId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(feePayments)
    .where(and(eq(feePayments.dueId, dueId), eq(feePayments.state, "open")));
  return row ?? null;
}

const tradeNoOf = (prefix: "F" | "G", dueId: number) =>
  `${prefix}${dueId}-${randomBytes(6).toString("hex").toUpperCase()}`;

/** A receipt's number, the year it was paid in and the payment's own number: "FR2026-000012". */
const receiptNoOf = (payment: PaymentRow, paidAt: Date) =>
  `FR${schoolDay(paidAt).slice(0, 4)}-${String(payment.id).padStart(6, "0")}`;

/** Marks a payment paid once and its fee with it; a second word of the same payment does nothing. */
async function settle(
  db: Db,
  payment: PaymentRow,
  paid: { providerTradeNo: string | null; paidAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(feePayments)
      .set({
        state: "paid",
        providerTradeNo: paid.providerTradeNo,
        paidAt: paid.paidAt,
        receiptNo: receiptNoOf(payment, paid.paidAt),
      })
      .where(and(eq(feePayments.id, payment.id), eq(feePayments.state, "open")))
      .returning();
    if (!settled) return false;
    await tx
      .update(feeDues)
      .set({ state: "paid", updatedAt: paid.paidAt })
      .where(eq(feeDues.id, payment.dueId));
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
      .update(feePayments)
      .set({ state: "closed", closedAs: as })
      .where(and(eq(feePayments.id, payment.id), eq(feePayments.state, "open")))
      .returning();
    if (closed)
      await tx
        .update(feeDues)
        .set({ state: "unpaid", updatedAt: now })
        .where(and(eq(feeDues.id, payment.dueId), eq(feeDues.state, "paying")));
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

/** Refuses a fee that is paid (or was, and refunded): nothing more is owed. */
function owing(due: DueRow) {
  if (due.state === "paid" || due.state === "refunded") throw refuse("fees.error.alreadyPaid");
}

/**
 * Clears the way for a new payment: asks the provider about an open online order (paid
 * meanwhile: refused as paid) and replaces it; a slip waiting for the office stays for `pay`
 * to refuse, or for `uploadSlip` to replace.
 */
async function replaceOpenOrder(
  db: Db,
  provider: PaymentProvider | null,
  dueId: number,
  now: Date,
) {
  const open = await openPayment(db, dueId);
  if (!open || open.method === "slip") return open;
  await reconcile(db, provider, open, now);
  const still = await openPayment(db, dueId);
  if (still) {
    await provider?.close(still.tradeNo);
    await closeUnpaid(db, still, "replaced", now);
    return null;
  }
  const [due] = await db.select().from(feeDues).where(eq(feeDues.id, dueId));
  if (due) owing(due);
  return null;
}

/** The child's fee as the family reads it now. */
async function feeView(ctx: ServiceContext, childId: number, dueId: number): Promise<FamilyFee> {
  const { due, item } = await dueOfChild(ctx.db, childId, dueId);
  const latest = await latestPayments(ctx.db, [due.id]);
  return familyFeeOf(ctx.locale, ctx.now, { due, item, payment: latest.get(due.id) });
}

/** Opens an order for a child's fee at the provider; answers where the parent pays. */
export async function pay(
  ctx: ServiceContext & { merchant: string },
  {
    payer,
    dueId,
    method,
    provider,
  }: {
    payer: Payer;
    dueId: number;
    method: OnlinePaymentMethod;
    provider: PaymentProvider | null;
  },
): Promise<PayAnswer> {
  const { db, now } = ctx;
  if (!provider?.methods.includes(method)) throw refuse("fees.error.onlineUnavailable");
  const { due, item } = await dueOfChild(db, payer.child.id, dueId);
  owing(due);
  const open = await replaceOpenOrder(db, provider, due.id, now);
  if (open) throw refuse("fees.error.slipWaiting");
  const tradeNo = tradeNoOf("F", due.id);
  let payment: PaymentRow;
  try {
    [payment] = (await db
      .insert(feePayments)
      .values({
        schoolId: due.schoolId,
        dueId: due.id,
        method,
        amount: due.amount,
        currency: item.currency,
        tradeNo,
        state: "open",
        paidBy: payer.userId,
        createdAt: now,
      })
      .returning()) as [PaymentRow];
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("fees.error.paymentInProgress");
    throw error;
  }
  const opened = await provider
    .open({
      method,
      tradeNo,
      amount: due.amount,
      currency: item.currency,
      merchant: ctx.merchant,
      subject: subjectOf(ctx.locale, item, payer),
      returnPath: feeResultPath(due.id),
      notifyPath: feesEndpoints.feesPayNotify.path,
      now,
    })
    .catch(async (error: unknown) => {
      await closeUnpaid(db, payment, "failed", now);
      throw error;
    });
  await db
    .update(feeDues)
    .set({ state: "paying", updatedAt: now })
    .where(and(eq(feeDues.id, due.id), eq(feeDues.state, "unpaid")));
  return { trade_no: tradeNo, pay_url: opened.payUrl };
}

/** What the cashier says is paid for: the fee and the child ("旅行日車費 – 陳小明"). */
const subjectOf = (locale: Locale, item: ItemRow, payer: Payer) =>
  translate(locale, "fees.payment.subject", {
    title: titleFor(locale, item),
    name: locale === "en-US" ? payer.child.nameEn || payer.child.nameZh : payer.child.nameZh,
  });

/** The fee after asking the provider how its open order stands (the result page). */
export async function paymentResult(
  ctx: ServiceContext,
  { payer, dueId, provider }: { payer: Payer; dueId: number; provider: PaymentProvider | null },
): Promise<FamilyFee> {
  const { due } = await dueOfChild(ctx.db, payer.child.id, dueId);
  const open = await openPayment(ctx.db, due.id);
  if (open) await reconcile(ctx.db, provider, open, ctx.now);
  return feeView(ctx, payer.child.id, due.id);
}

/**
 * The provider's notification: believed only with a valid signature and the order's own amount
 * and currency; a repeat (or one for an order already settled by asking) changes nothing.
 */
export async function payNotified(
  { db }: ServiceContext,
  { notice, provider }: { notice: PayNotifyBody; provider: PaymentProvider | null },
): Promise<{ accepted: boolean }> {
  if (!provider) throw notFound();
  const verified = provider.verify(notice);
  if (!verified) throw refuse("fees.error.paymentSignature");
  const [payment] = await db
    .select()
    .from(feePayments)
    .where(eq(feePayments.tradeNo, verified.tradeNo));
  if (!payment || payment.method === "slip") throw notFound();
  if (payment.amount !== verified.amount || payment.currency !== verified.currency)
    throw refuse("fees.error.paymentMismatch");
  if (payment.state === "open") await settle(db, payment, verified);
  return { accepted: true };
}

/**
 * Pays by the bank's deposit slip (an image or a PDF, checked by content), waiting for the
 * office. It replaces a slip still waiting, and an unpaid online order.
 */
export async function uploadSlip(
  ctx: ServiceContext,
  {
    payer,
    dueId,
    file,
    provider,
  }: { payer: Payer; dueId: number; file: File; provider: PaymentProvider | null },
): Promise<FamilyFee> {
  const { db, now } = ctx;
  const { due, item } = await dueOfChild(db, payer.child.id, dueId);
  owing(due);
  const waiting = await replaceOpenOrder(db, provider, due.id, now);
  const stored = await storeUpload(ctx, {
    schoolId: due.schoolId,
    userId: payer.userId,
    purpose: SLIP_UPLOADS,
    kind: "document",
    file,
  });
  try {
    await db.transaction(async (tx) => {
      if (waiting)
        await tx
          .update(feePayments)
          .set({ state: "closed", closedAs: "replaced" })
          .where(and(eq(feePayments.id, waiting.id), eq(feePayments.state, "open")));
      await tx.insert(feePayments).values({
        schoolId: due.schoolId,
        dueId: due.id,
        method: "slip",
        amount: due.amount,
        currency: item.currency,
        tradeNo: tradeNoOf("G", due.id),
        state: "open",
        slipUploadId: stored.id,
        paidBy: payer.userId,
        createdAt: now,
      });
      await tx
        .update(feeDues)
        .set({ state: "paying", updatedAt: now })
        .where(eq(feeDues.id, due.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("fees.error.paymentInProgress");
    throw error;
  }
  return feeView(ctx, payer.child.id, due.id);
}

/** The office confirms a waiting slip (paid, a receipt numbered) or rejects it with a reason. */
export async function decideSlip(
  ctx: ServiceContext,
  {
    schoolId,
    paymentId,
    decision,
    reason,
  }: { schoolId: number; paymentId: number; decision: SlipDecision; reason?: string },
): Promise<PaymentRow> {
  const { db, now } = ctx;
  const [open] = await db
    .select()
    .from(feePayments)
    .where(and(eq(feePayments.id, paymentId), eq(feePayments.schoolId, schoolId)));
  if (!open) throw notFound();
  if (open.method !== "slip" || open.state !== "open") throw refuse("fees.error.noSlipToReview");
  if (decision === "reject" && !reason)
    throw invalidField(ctx.locale, "reason", "validation.reasonRequired");
  if (decision === "confirm") {
    if (!(await settle(db, open, { providerTradeNo: null, paidAt: now })))
      throw refuse("fees.error.noSlipToReview");
  } else {
    const rejected = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(feePayments)
        .set({ state: "rejected", reason: reason ?? null })
        .where(and(eq(feePayments.id, open.id), eq(feePayments.state, "open")))
        .returning();
      if (row)
        await tx
          .update(feeDues)
          .set({ state: "unpaid", updatedAt: now })
          .where(eq(feeDues.id, open.dueId));
      return row;
    });
    if (!rejected) throw refuse("fees.error.noSlipToReview");
  }
  const [decided] = await db.select().from(feePayments).where(eq(feePayments.id, open.id));
  return decided!;
}

/**
 * Gives a paid fee back: through the provider for an online payment (its word first: a refund
 * that fails changes nothing), or marked refunded for a slip, which the school repays itself.
 */
export async function refund(
  ctx: ServiceContext,
  {
    schoolId,
    dueId,
    reason,
    provider,
  }: { schoolId: number; dueId: number; reason: string; provider: PaymentProvider | null },
): Promise<PaymentRow> {
  const { db, now } = ctx;
  const [due] = await db
    .select()
    .from(feeDues)
    .where(and(eq(feeDues.id, dueId), eq(feeDues.schoolId, schoolId)));
  if (!due) throw notFound();
  const [paid] = await db
    .select()
    .from(feePayments)
    .where(and(eq(feePayments.dueId, due.id), inArray(feePayments.state, ["paid", "refunded"])));
  if (due.state === "refunded" && paid) return paid;
  if (due.state !== "paid" || !paid || paid.state !== "paid") throw refuse("fees.error.notPaid");
  if (paid.method !== "slip") {
    if (!provider) throw refuse("fees.error.refundFailed");
    await provider.refund(paid.tradeNo, paid.amount, now).catch(() => {
      throw refuse("fees.error.refundFailed");
    });
  }
  await db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(feePayments)
      .set({ state: "refunded", refundedAt: now, reason })
      .where(and(eq(feePayments.id, paid.id), eq(feePayments.state, "paid")))
      .returning();
    if (refunded)
      await tx
        .update(feeDues)
        .set({ state: "refunded", updatedAt: now })
        .where(eq(feeDues.id, due.id));
  });
  const [after] = await db.select().from(feePayments).where(eq(feePayments.id, paid.id));
  return after!;
}

/** A payment's deposit slip, for the child's parents and the office of the school. */
export async function slipUpload(
  db: Db,
  {
    paymentId,
    schoolId,
    parentOf,
  }: { paymentId: number; schoolId: number; parentOf: number[] | null },
) {
  const [row] = await db
    .select({ payment: feePayments, studentId: feeDues.studentId })
    .from(feePayments)
    .innerJoin(feeDues, eq(feeDues.id, feePayments.dueId))
    .where(and(eq(feePayments.id, paymentId), eq(feePayments.schoolId, schoolId)));
  if (!row?.payment.slipUploadId) return null;
  if (parentOf && !parentOf.includes(row.studentId)) return null;
  const [file] = await db.select().from(uploads).where(eq(uploads.id, row.payment.slipUploadId));
  return file ?? null;
}

import { normalizeText } from "@campus/contract";
import type {
  Notice,
  NoticeSlip,
  OfficeNotice,
  ReopenReply,
  ReplyNotice,
} from "@campus/contract/notices";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { isUniqueViolation, rows } from "../../db/sql";
import { conflict, invalidField, notFound } from "../../http/api-problem";
import type { SchoolMember } from "../../http/route";
import type { ServiceContext } from "../../services/context";
import { verifyPassword } from "../../services/passwords";
import { endOfSchoolDay } from "../../services/school-days";
import type { Auth } from "../../services/sessions";
import {
  assertNotLocked,
  clearFailures,
  recordSignInFailure,
  throttleKeys,
} from "../../services/throttle";
import { noticeReads, noticeReplies, noticeSigningPins } from "../schema";
import {
  askedChildren,
  familyNoticesOf,
  familySelect,
  officeNoticeOf,
  schoolNotice,
  type FamilyRow,
} from "./notices";

/*
 * Replies on a notice's slip (decision 0044): a parent answers for one child, once, before the
 * slip's last day ends, signing with their PIN where the slip asks; the office may reopen one
 * child's reply, and the family's next reply is a new row beside the earlier one.
 */

type Answer = number | string | null;

/** The notice as the family sees it for one child, or not found. */
async function familyRow(db: Db, auth: Auth, id: number, childId: number) {
  const [child] = await askedChildren(db, auth, childId);
  const [row] = await rows<FamilyRow>(db, sql`${familySelect([child!])} AND nr.notice_id = ${id}`);
  if (!row) throw notFound();
  return row;
}

/**
 * The answers as kept: one per question, an option's index for a choice, a text (its spaces and
 * invisible characters tidied; empty is none) for a text, null for one skipped where it may be.
 * Anything else is refused as the `answers` field.
 */
export function checkedAnswers(
  slip: NoticeSlip,
  answers: readonly Answer[],
  locale: ServiceContext["locale"],
): Answer[] {
  const refuse = () => invalidField(locale, "answers", "validation.invalid");
  if (answers.length !== slip.questions.length) throw refuse();
  return slip.questions.map((question, i) => {
    let answer = answers[i] ?? null;
    if (typeof answer === "string") answer = normalizeText(answer) || null;
    if (answer === null) {
      if (question.required) throw invalidField(locale, "answers", "validation.required");
      return null;
    }
    const fits =
      question.kind === "choice"
        ? typeof answer === "number" && Number.isInteger(answer) && answer < question.options.length
        : typeof answer === "string";
    if (!fits) throw refuse();
    return answer;
  });
}

/**
 * The parent's PIN, checked as a password is and under the sign-in throttle: a wrong one is a
 * failed sign-in of the parent's PIN from this address, so guessing it is as slow as guessing
 * a password.
 */
async function checkPin(
  { db, now, locale }: ServiceContext,
  auth: Auth,
  pin: string | undefined,
  address: string,
) {
  const [kept] = await db
    .select({ hash: noticeSigningPins.pinHash })
    .from(noticeSigningPins)
    .where(eq(noticeSigningPins.userId, auth.user.id));
  if (!kept) throw conflict("notices.error.noPin");
  if (pin === undefined) throw invalidField(locale, "pin", "validation.required");
  const keys = throttleKeys(`signing-pin:${auth.user.id}`, address);
  await assertNotLocked(db, [keys.pair, keys.address], now);
  if (!(await verifyPassword(pin, kept.hash))) {
    await recordSignInFailure(db, keys, now);
    throw invalidField(locale, "pin", "notices.error.wrongPin");
  }
  await clearFailures(db, keys.pair);
}

/** A parent's reply for one child: once, before the last day ends, signed where asked. */
export async function replyToNotice(
  ctx: ServiceContext,
  { auth, input, address }: { auth: Auth; input: ReplyNotice; address: string },
): Promise<Notice> {
  const id = Number(input.id);
  const childId = Number(input.childId);
  const row = await familyRow(ctx.db, auth, id, childId);
  const { slip } = row;
  if (!slip) throw conflict("notices.error.noSlip");
  if (ctx.now > endOfSchoolDay(slip.deadline)) throw conflict("notices.error.closed");
  if (row.reply_answers !== null) throw conflict("notices.error.replied");
  const answers = checkedAnswers(slip, input.answers, ctx.locale);
  if (slip.sign) await checkPin(ctx, auth, input.pin, address);

  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(noticeReplies).values({
        noticeId: id,
        studentId: childId,
        answers,
        signedBy: auth.user.id,
        signedAt: ctx.now,
        signedWith: slip.sign ? "pin" : "none",
      });
      // Replying is reading: the count of families who read it includes this one.
      await tx
        .insert(noticeReads)
        .values({
          noticeId: id,
          studentId: childId,
          readerId: auth.user.id,
          firstSeenAt: ctx.now,
          lastSeenAt: ctx.now,
        })
        .onConflictDoUpdate({
          target: [noticeReads.noticeId, noticeReads.studentId, noticeReads.readerId],
          set: { lastSeenAt: ctx.now },
        });
    });
  } catch (error) {
    // The other guardian, or a second tap, replied for the child a moment before.
    if (isUniqueViolation(error)) throw conflict("notices.error.replied");
    throw error;
  }
  const [notice] = await familyNoticesOf(ctx.db, [await familyRow(ctx.db, auth, id, childId)]);
  return notice!;
}

/** The office reopens one child's reply, with its reason; the family may reply again. */
export async function reopenReply(
  ctx: ServiceContext,
  { me, input }: { me: SchoolMember; input: ReopenReply },
): Promise<OfficeNotice> {
  const notice = await schoolNotice(ctx.db, me, Number(input.id), false);
  const reopened = await ctx.db
    .update(noticeReplies)
    .set({ reopenedAt: ctx.now, reopenedBy: me.userId, reopenReason: input.reason })
    .where(
      and(
        eq(noticeReplies.noticeId, notice.id),
        eq(noticeReplies.studentId, Number(input.childId)),
        isNull(noticeReplies.reopenedAt),
      ),
    )
    .returning({ id: noticeReplies.id });
  if (reopened.length === 0) throw conflict("notices.error.noReply");
  return officeNoticeOf(ctx.db, notice);
}

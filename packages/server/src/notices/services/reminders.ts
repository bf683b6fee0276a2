import type { Locale } from "@campus/contract";
import type { NoticeReminded } from "@campus/contract/notices";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { schools } from "../../db/schema";
import { rows } from "../../db/sql";
import { conflict } from "../../http/api-problem";
import type { SchoolMember } from "../../http/route";
import type { ServiceContext } from "../../services/context";
import type { Messenger } from "../../services/messenger";
import { addDays, formatSchoolDay, schoolDay } from "../../services/school-days";
import { nameFor } from "../../services/simplified";
import { translate } from "../messages";
import { noticeReminders, notices, type NoticeRow } from "../schema";
import { officeNoticeOf, schoolNotice } from "./notices";

/*
 * The office reminds the families who have not replied on a notice's slip (issue 40): each
 * guardian of a child without a reply gets one message — a text, and an e-mail where the school
 * has their address — in their own language, naming their children and the last day, through
 * the server's one messenger (kept in the school's outbox). The reminder itself is kept with
 * the notice: when, by whom, to how many.
 */

/** Reminding again within this long is refused: a family is not texted twice in an hour. */
export const REMIND_AGAIN_AFTER_MS = 60 * 60 * 1000;

/**
 * The automatic reminder: the evening before a slip's last day, 18:00 school time (when
 * families are home), to those who have not replied. It goes within three hours of then or not
 * at all (a server that was down does not text families at midnight), and not when someone
 * reminded them in the six hours before (the office did it by hand that afternoon).
 */
export const AUTOMATIC_REMINDER = { hour: 18, withinMs: 3 * 3_600_000, quietMs: 6 * 3_600_000 };

interface Waiting {
  guardian_id: number;
  child_zh: string;
  child_en: string;
}

/** Reminds the guardians of every child of the notice without a reply, now. */
export async function remindNotice(
  ctx: ServiceContext,
  messenger: Messenger,
  { me, id }: { me: SchoolMember; id: number },
): Promise<NoticeReminded> {
  const kept = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // Locked: two taps at once make one reminder.
    const notice = await schoolNotice(db, me, id);
    if (notice.status !== "published") throw conflict("notices.error.notSent");
    if (!notice.slip) throw conflict("notices.error.noSlip");
    if (notice.slip.deadline < schoolDay(ctx.now)) throw conflict("notices.error.remindClosed");
    const [last] = await db
      .select({ sentAt: noticeReminders.sentAt })
      .from(noticeReminders)
      .where(eq(noticeReminders.noticeId, notice.id))
      .orderBy(desc(noticeReminders.sentAt))
      .limit(1);
    if (last && ctx.now.getTime() - last.sentAt.getTime() < REMIND_AGAIN_AFTER_MS)
      throw conflict("notices.error.remindedRecently");
    const reminder = await keepReminder(db, ctx.now, notice, me.userId);
    if (!reminder) throw conflict("notices.error.allReplied");
    return reminder;
  });
  const guardians = await sendReminder(ctx, messenger, kept);
  return {
    children: kept.children,
    guardians,
    notice: await officeNoticeOf(ctx.db, kept.notice),
  };
}

/** When a slip's automatic reminder is due: 18:00 school time the day before its last day. */
export function automaticReminderAt(deadline: string): Date {
  const hour = String(AUTOMATIC_REMINDER.hour).padStart(2, "0");
  return new Date(`${addDays(deadline, -1)}T${hour}:00:00+08:00`);
}

/**
 * Sends every automatic reminder due now, across the schools (a chore of the server's clock,
 * `feature.ts`): one per notice for ever (a unique index; two servers at once send one), to the
 * families still without a reply. Answers how many notices were reminded.
 */
export async function sendDueReminders(ctx: ServiceContext, messenger: Messenger) {
  // Due today or tomorrow (school days): the evening before a last day that is tomorrow, or
  // a few hours after one that began yesterday evening.
  const today = schoolDay(ctx.now);
  const candidates = await ctx.db
    .select({ id: notices.id, deadline: sql<string>`${notices.slip}->>'deadline'` })
    .from(notices)
    .where(
      and(
        eq(notices.status, "published"),
        sql`${notices.slip}->>'deadline' IN (${today}, ${addDays(today, 1)})`,
        sql`NOT EXISTS (SELECT 1 FROM notice_reminders r
          WHERE r.notice_id = ${notices.id} AND r.automatic)`,
      ),
    );
  let reminded = 0;
  for (const candidate of candidates) {
    const at = automaticReminderAt(candidate.deadline);
    const late = ctx.now.getTime() - at.getTime();
    if (late < 0 || late >= AUTOMATIC_REMINDER.withinMs) continue;
    const kept = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [notice] = await db
        .select()
        .from(notices)
        .where(eq(notices.id, candidate.id))
        .for("update");
      // Sent after the moment (families have just had it) or reminded by hand of late: none.
      if (!notice?.slip || !notice.publishedAt || notice.publishedAt >= at) return null;
      const recent = await db
        .select({ id: noticeReminders.id })
        .from(noticeReminders)
        .where(
          and(
            eq(noticeReminders.noticeId, notice.id),
            gte(noticeReminders.sentAt, new Date(at.getTime() - AUTOMATIC_REMINDER.quietMs)),
          ),
        )
        .limit(1);
      if (recent.length > 0) return null;
      return keepReminder(db, ctx.now, notice, null);
    });
    if (!kept) continue;
    await sendReminder(ctx, messenger, kept);
    reminded += 1;
  }
  return reminded;
}

interface Kept {
  notice: NoticeRow;
  reminder: number;
  children: number;
  waiting: Waiting[];
}

/**
 * Keeps a reminder of the locked notice (by `sentBy`; null: the automatic one), with the
 * guardians of every child still without a reply; null when every family has replied.
 */
async function keepReminder(
  db: Db,
  now: Date,
  notice: NoticeRow,
  sentBy: number | null,
): Promise<Kept | null> {
  const unreplied = sql`NOT EXISTS (SELECT 1 FROM notice_replies rr
    WHERE rr.notice_id = nr.notice_id AND rr.student_id = nr.student_id
      AND rr.reopened_at IS NULL)`;
  const [{ n: children }] = (await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM notice_recipients nr
      WHERE nr.notice_id = ${notice.id} AND ${unreplied}`,
  )) as [{ n: number }];
  if (children === 0) return null;
  const waiting = await rows<Waiting>(
    db,
    sql`SELECT g.parent_id AS guardian_id, s.name_zh AS child_zh, s.name_en AS child_en
      FROM notice_recipients nr
      JOIN users s ON s.id = nr.student_id
      JOIN guardianships g ON g.student_id = nr.student_id
      WHERE nr.notice_id = ${notice.id} AND ${unreplied}
      ORDER BY nr.class_name, s.class_number NULLS LAST, s.id`,
  );
  // Kept before anything is sent: a second tap (or server) finds it and sends nothing.
  const [reminder] = await db
    .insert(noticeReminders)
    .values({
      noticeId: notice.id,
      sentBy,
      automatic: sentBy === null,
      sentAt: now,
      children,
      guardians: 0,
    })
    .returning({ id: noticeReminders.id });
  return { notice, reminder: reminder!.id, children, waiting };
}

/**
 * Sends a kept reminder, outside its transaction (a provider's wait holds no lock): one message
 * per guardian naming their children. Answers how many guardians it reached.
 */
async function sendReminder(ctx: ServiceContext, messenger: Messenger, kept: Kept) {
  const { notice } = kept;
  const [school] = await ctx.db
    .select({ name_zh: schools.nameZh, name_en: schools.nameEn })
    .from(schools)
    .where(eq(schools.id, notice.schoolId));
  const byGuardian = new Map<number, Waiting[]>();
  for (const row of kept.waiting)
    byGuardian.set(row.guardian_id, [...(byGuardian.get(row.guardian_id) ?? []), row]);
  let guardians = 0;
  for (const [guardian, theirs] of byGuardian) {
    const values = (locale: Locale) => ({
      school: school ? nameFor(locale, school) : "",
      title: nameFor(locale, { name_zh: notice.titleZh, name_en: notice.titleEn }),
      children: theirs
        .map((c) => nameFor(locale, { name_zh: c.child_zh, name_en: c.child_en }))
        .join(locale === "en-US" ? ", " : "、"),
      date: formatSchoolDay(notice.slip!.deadline, locale),
    });
    const reached = await messenger.send(ctx, notice.schoolId, [guardian], {
      source: "notices.reminder",
      link: "/notices/home",
      ref: `notice:${notice.id}`,
      subject: (locale) => translate(locale, "notices.reminder.subject", values(locale)),
      text: (locale) => translate(locale, "notices.reminder.text", values(locale)),
    });
    guardians += reached.people;
  }
  await ctx.db
    .update(noticeReminders)
    .set({ guardians })
    .where(eq(noticeReminders.id, kept.reminder));
  return guardians;
}

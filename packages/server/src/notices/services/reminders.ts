import type { Locale } from "@campus/contract";
import type { NoticeReminded } from "@campus/contract/notices";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { schools } from "../../db/schema";
import { rows } from "../../db/sql";
import { conflict } from "../../http/api-problem";
import type { SchoolMember } from "../../http/route";
import type { ServiceContext } from "../../services/context";
import type { Messenger } from "../../services/messenger";
import { formatSchoolDay, schoolDay } from "../../services/school-days";
import { nameFor } from "../../services/simplified";
import { translate } from "../messages";
import { noticeReminders } from "../schema";
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
  const sent = await ctx.db.transaction(async (tx) => {
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
    const waiting = await rows<Waiting>(
      db,
      sql`SELECT g.parent_id AS guardian_id, s.name_zh AS child_zh, s.name_en AS child_en
        FROM notice_recipients nr
        JOIN users s ON s.id = nr.student_id
        JOIN guardianships g ON g.student_id = nr.student_id
        WHERE nr.notice_id = ${notice.id}
          AND NOT EXISTS (SELECT 1 FROM notice_replies rr WHERE rr.notice_id = nr.notice_id
            AND rr.student_id = nr.student_id AND rr.reopened_at IS NULL)
        ORDER BY nr.class_name, s.class_number NULLS LAST, s.id`,
    );
    const children = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM notice_recipients nr
        WHERE nr.notice_id = ${notice.id}
          AND NOT EXISTS (SELECT 1 FROM notice_replies rr WHERE rr.notice_id = nr.notice_id
            AND rr.student_id = nr.student_id AND rr.reopened_at IS NULL)`,
    );
    const unreplied = children[0]!.n;
    if (unreplied === 0) throw conflict("notices.error.allReplied");

    // Kept before anything is sent: a second tap finds it and is refused.
    const [reminder] = await tx
      .insert(noticeReminders)
      .values({
        noticeId: notice.id,
        sentBy: me.userId,
        sentAt: ctx.now,
        children: unreplied,
        guardians: 0,
      })
      .returning({ id: noticeReminders.id });
    return { notice, children: unreplied, waiting, reminder: reminder!.id };
  });

  // Sent once the reminder is kept, outside its transaction: a provider's wait holds no lock.
  const { notice } = sent;
  const [school] = await ctx.db
    .select({ name_zh: schools.nameZh, name_en: schools.nameEn })
    .from(schools)
    .where(eq(schools.id, me.schoolId));
  const byGuardian = new Map<number, Waiting[]>();
  for (const row of sent.waiting)
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
    const reached = await messenger.send(ctx, me.schoolId, [guardian], {
      source: "notices.reminder",
      ref: `notice:${notice.id}`,
      subject: (locale) => translate(locale, "notices.reminder.subject", values(locale)),
      text: (locale) => translate(locale, "notices.reminder.text", values(locale)),
    });
    guardians += reached.people;
  }
  await ctx.db
    .update(noticeReminders)
    .set({ guardians })
    .where(eq(noticeReminders.id, sent.reminder));
  return { children: sent.children, guardians, notice: await officeNoticeOf(ctx.db, notice) };
}

import type { Locale, OverdueReminded } from "@campus/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rows } from "../../db/sql";
import { conflict } from "../../http/api-problem";
import type { SchoolMember } from "../../http/route";
import type { ServiceContext } from "../../services/context";
import type { Messenger } from "../../services/messenger";
import { formatSchoolDay, schoolDay } from "../../services/school-days";
import { nameFor } from "../../services/simplified";
import { translate } from "../messages";
import { libraryOverdueReminders } from "../schema";
import { overdueWhere } from "./reports";

/*
 * The librarian reminds the families of overdue loans (issue 40: the library's reminders go
 * through the server's one messenger): each guardian of a reader with a loan past its due day
 * gets one message — a text, and an e-mail where the school has the address — in their own
 * language, naming the child, each book and its due day. A loan is reminded once a school day:
 * its reminder is kept (locked on the loans) before anything is sent.
 */

interface OverdueRow {
  loan_id: number;
  guardian_id: number | null;
  child_zh: string;
  child_en: string;
  book_zh: string;
  book_en: string;
  due_date: string;
}

/** Reminds the families of today's overdue loans (one class's where named) not yet reminded today. */
export async function remindOverdue(
  ctx: ServiceContext,
  messenger: Messenger,
  { me, className }: { me: SchoolMember; className?: string },
): Promise<OverdueReminded> {
  const today = schoolDay(ctx.now);
  const startOfToday = new Date(`${today}T00:00:00+08:00`);
  const picked = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // Locked, so two desks at once remind each loan once.
    const overdue = await rows<{ id: number; reminded: boolean }>(
      db,
      sql`SELECT l.id, EXISTS (SELECT 1 FROM library_overdue_reminders r
          WHERE r.loan_id = l.id AND r.sent_at >= ${startOfToday}) AS reminded
        FROM ${overdueWhere(me.schoolId, today, className)}
        ORDER BY l.id FOR UPDATE OF l`,
    );
    const due = overdue.filter((loan) => !loan.reminded).map((loan) => loan.id);
    if (due.length === 0) throw conflict("library.error.nothingToRemind");
    await tx
      .insert(libraryOverdueReminders)
      .values(due.map((loanId) => ({ loanId, sentBy: me.userId, sentAt: ctx.now })));
    const found = await rows<OverdueRow>(
      db,
      sql`SELECT l.id AS loan_id, g.parent_id AS guardian_id, u.name_zh AS child_zh,
          u.name_en AS child_en, b.name_zh AS book_zh, b.name_en AS book_en,
          l.due_on::text AS due_date
        FROM loans l JOIN users u ON u.id = l.reader_id JOIN books b ON b.id = l.book_id
        LEFT JOIN guardianships g ON g.student_id = l.reader_id
        WHERE l.id IN (${sql.join(
          due.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY u.class_name NULLS LAST, u.id, l.due_on, l.id`,
    );
    return { loans: due.length, skipped: overdue.length - due.length, found };
  });

  // Sent once the reminders are kept, outside their transaction (decision 0045).
  const byGuardian = new Map<number, OverdueRow[]>();
  for (const row of picked.found)
    if (row.guardian_id !== null)
      byGuardian.set(row.guardian_id, [...(byGuardian.get(row.guardian_id) ?? []), row]);
  const line = (locale: Locale, row: OverdueRow) =>
    translate(locale, "library.reminder.item", {
      child: nameFor(locale, { name_zh: row.child_zh, name_en: row.child_en }),
      title: nameFor(locale, { name_zh: row.book_zh, name_en: row.book_en }),
      date: formatSchoolDay(row.due_date, locale),
    });
  let guardians = 0;
  for (const [guardian, theirs] of byGuardian) {
    const reached = await messenger.send(ctx, me.schoolId, [guardian], {
      source: "library.overdue",
      link: "/library/home",
      ref: `loans:${theirs.map((row) => row.loan_id).join(",")}`,
      subject: (locale) => translate(locale, "library.reminder.subject"),
      text: (locale) =>
        translate(locale, "library.reminder.text", {
          books: theirs.map((row) => line(locale, row)).join(locale === "en-US" ? "; " : "；"),
        }),
    });
    guardians += reached.people;
  }
  return { loans: picked.loans, guardians, skipped: picked.skipped };
}

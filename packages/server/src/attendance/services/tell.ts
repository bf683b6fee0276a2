import type { Leave } from "@campus/contract/attendance";
import type { Locale } from "@campus/contract";
import { inArray } from "drizzle-orm";
import { users } from "../../db/schema";
import type { ServiceContext } from "../../services/context";
import { guardiansOf, schoolNamer } from "../../services/families";
import type { Messenger } from "../../services/messenger";
import { formatSchoolDay } from "../../services/school-days";
import { nameFor } from "../../services/simplified";
import { translate } from "../messages";
import { markTold, type ToTell } from "./register";

/*
 * What attendance tells families (decision 0047), through the one messenger: a child marked
 * absent or late with no leave applied for, the same morning, once a day; and the class
 * teacher's answer on an application. Sent after what it is about is saved.
 */

/** Tells each family of a student marked absent or late today, once (kept in `told_at`). */
export async function tellFamilies(
  ctx: ServiceContext,
  messenger: Messenger,
  {
    schoolId,
    className,
    day,
    toTell,
  }: { schoolId: number; className: string; day: string; toTell: ToTell[] },
): Promise<number[]> {
  // Kept first: a second register at the same moment finds them told and sends nothing.
  const told = new Set(
    await markTold(
      ctx.db,
      day,
      toTell.map((t) => t.studentId),
      ctx.now,
    ),
  );
  const now = toTell.filter((t) => told.has(t.studentId));
  if (now.length === 0) return [];
  const [school, guardians, names] = await Promise.all([
    schoolNamer(ctx.db, schoolId),
    guardiansOf(
      ctx.db,
      now.map((t) => t.studentId),
    ),
    ctx.db
      .select({ id: users.id, name_zh: users.nameZh, name_en: users.nameEn })
      .from(users)
      .where(
        inArray(
          users.id,
          now.map((t) => t.studentId),
        ),
      ),
  ]);
  for (const student of now) {
    const name = names.find((n) => n.id === student.studentId)!;
    const values = (locale: Locale) => ({
      school: school(locale),
      name: nameFor(locale, name),
      class: className,
      day: formatSchoolDay(day, locale),
      time: student.time ?? "",
    });
    const kind = student.status === "absent" ? "absent" : "late";
    await messenger.send(ctx, schoolId, guardians.get(student.studentId) ?? [], {
      source: `attendance.${kind}`,
      link: "/attendance/home",
      ref: `student:${student.studentId}:${day}`,
      subject: (locale) => translate(locale, `attendance.${kind}.subject`, values(locale)),
      text: (locale) => translate(locale, `attendance.${kind}.text`, values(locale)),
    });
  }
  return now.map((t) => t.studentId);
}

/** Tells the child's family the class teacher's answer on their application. */
export async function tellDecision(
  ctx: ServiceContext,
  messenger: Messenger,
  { schoolId, leave }: { schoolId: number; leave: Leave },
) {
  const [school, guardians] = await Promise.all([
    schoolNamer(ctx.db, schoolId),
    guardiansOf(ctx.db, [leave.child.id]),
  ]);
  const days = (locale: Locale) =>
    leave.from === leave.to
      ? formatSchoolDay(leave.from, locale)
      : `${formatSchoolDay(leave.from, locale)} – ${formatSchoolDay(leave.to, locale)}`;
  const values = (locale: Locale) => ({
    school: school(locale),
    name: nameFor(locale, leave.child),
    days: days(locale),
    note: leave.teacher_note ?? "",
  });
  const kind = leave.status === "approved" ? "approved" : "moreInfo";
  await messenger.send(ctx, schoolId, guardians.get(leave.child.id) ?? [], {
    source: `attendance.${kind === "approved" ? "approved" : "more_info"}`,
    link: "/attendance/home",
    ref: `leave:${leave.id}`,
    subject: (locale) => translate(locale, `attendance.${kind}.subject`, values(locale)),
    text: (locale) => translate(locale, `attendance.${kind}.text`, values(locale)),
  });
}

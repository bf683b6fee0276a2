import { addDays, dayMs, schoolDay } from "@campus/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { classTeachers, users } from "../db/schema";
import { firstRow } from "../db/sql";
import type { DemoSchool } from "../server-feature";
import { attendanceLeaves, attendanceMarks } from "./schema";

/*
 * The demo's attendance: 黃嘉欣 (t.wong) is 4A's class teacher, and 4A's registers were taken on
 * each weekday of the past five weeks — mostly present, a few late, 陳小明 late once and away a
 * day on sick leave she approved. His father has applied for a day of personal leave next week,
 * waiting for her answer: what the teacher's and the family's journeys act on.
 */

const CLASS = "4A";
const WEEKS = 5;

const weekday = (day: string) => {
  const dow = new Date(dayMs(day)).getUTCDay();
  return dow !== 0 && dow !== 6;
};

/** The weekday at least `days` from `day`. */
function weekdayFrom(day: string, days: number) {
  let next = addDays(day, days);
  while (!weekday(next)) next = addDays(next, 1);
  return next;
}

export async function seedAttendance(db: Db, school: DemoSchool, now: Date): Promise<boolean> {
  const teacher = school.people["t.wong"];
  const child = school.people["s2026001"];
  const father = await fatherOf(db, child);
  if (teacher === undefined || child === undefined || father === undefined) return false;
  await db
    .insert(classTeachers)
    .values({ schoolId: school.id, className: CLASS, teacherId: teacher })
    .onConflictDoNothing();
  const students = await db
    .select({ id: users.id, number: users.classNumber })
    .from(users)
    .where(
      and(
        eq(users.schoolId, school.id),
        eq(users.className, CLASS),
        sql`'student' = ANY(${users.roles})`,
      ),
    )
    .orderBy(asc(users.classNumber));
  const today = schoolDay(now);
  const days: string[] = [];
  for (let back = WEEKS * 7; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    if (weekday(day)) days.push(day);
  }
  const sickDay = days[days.length - 4]!;
  const lateDay = days[days.length - 7]!;
  const marks = days.flatMap((day, d) =>
    students.map((student, s) => {
      const late = (student.id === child && day === lateDay) || (d * 7 + s) % 41 === 5;
      const absent = (student.id === child && day === sickDay) || (d * 5 + s) % 67 === 11;
      const at = new Date(`${day}T08:05:00+08:00`);
      return {
        schoolId: school.id,
        studentId: student.id,
        day,
        className: CLASS,
        status: absent ? ("absent" as const) : late ? ("late" as const) : ("present" as const),
        time: !absent && late ? `08:${String(10 + ((d + s) % 20)).padStart(2, "0")}` : null,
        note: null,
        markedBy: teacher,
        markedAt: at,
        toldAt: absent || late ? at : null,
      };
    }),
  );
  if (marks.length > 0) await db.insert(attendanceMarks).values(marks);
  const applied = new Date(`${sickDay}T07:20:00+08:00`);
  const nextWeek = weekdayFrom(today, 7);
  await db.insert(attendanceLeaves).values([
    {
      schoolId: school.id,
      studentId: child,
      appliedBy: father,
      fromDay: sickDay,
      toDay: sickDay,
      part: "whole",
      reason: "sick",
      note: "發燒，已看醫生。Fever; seen by the doctor.",
      status: "approved",
      teacherNote: "祝早日康復。",
      decidedBy: teacher,
      decidedAt: new Date(applied.getTime() + 2 * 3_600_000),
      appliedAt: applied,
    },
    {
      schoolId: school.id,
      studentId: child,
      appliedBy: father,
      fromDay: nextWeek,
      toDay: nextWeek,
      part: "whole",
      reason: "personal",
      note: "出席親戚婚禮。A family wedding.",
      status: "pending",
      appliedAt: new Date(now.getTime() - 3_600_000),
    },
  ]);
  return true;
}

/** 陳小明's first guardian. */
async function fatherOf(db: Db, child: number | undefined) {
  if (child === undefined) return undefined;
  const row = await firstRow<{ parent_id: number }>(
    db,
    sql`SELECT parent_id FROM guardianships WHERE student_id = ${child}
      ORDER BY sort, parent_id LIMIT 1`,
  );
  return row?.parent_id;
}

import {
  LEAVE_AFTER_DAYS,
  type MarkStatus,
  type Register,
  type RegisterStudent,
  type takeRegisterSchema,
} from "@campus/contract/attendance";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { invalidField } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { addDays, schoolDay } from "../../services/school-days";
import { keptClass, type Keeper } from "../callers";
import { attendanceMarks } from "../schema";
import { leavesTouching } from "./leaves";

type MarkRow = typeof attendanceMarks.$inferSelect;

/** What a mark reads as: absent on approved leave is `leave`. */
export const shownStatus = (mark: MarkRow["status"], leaveApproved: boolean): MarkStatus =>
  mark === "absent" && leaveApproved ? "leave" : mark;

/** The students of a class on a day: those on the roster now, and any the day's register had. */
async function classStudents(db: Db, schoolId: number, className: string, day: string) {
  return db
    .select({
      id: users.id,
      name_zh: users.nameZh,
      name_en: users.nameEn,
      class_name: users.className,
      class_number: users.classNumber,
    })
    .from(users)
    .where(
      and(
        eq(users.schoolId, schoolId),
        or(
          and(
            eq(users.className, className),
            eq(users.status, "active"),
            sql`'student' = ANY(${users.roles})`,
          ),
          sql`${users.id} IN (SELECT student_id FROM attendance_marks
            WHERE school_id = ${schoolId} AND class_name = ${className} AND day = ${day})`,
        ),
      ),
    )
    .orderBy(asc(users.classNumber), asc(users.id));
}

/**
 * A class's register for a day: each student with their mark (present where none; on approved
 * leave for the whole day, `leave`, until the register is taken), and who took it.
 */
export async function registerOf(
  { db, now }: ServiceContext,
  { keeper, className, day }: { keeper: Keeper; className?: string; day?: string },
): Promise<Register> {
  const date = day ?? schoolDay(now);
  const kept = className === undefined ? (keeper.classes[0] ?? null) : keptClass(keeper, className);
  if (kept === null) return { classes: [], class_name: null, day: date, taken: null, students: [] };
  const students = await classStudents(db, keeper.schoolId, kept, date);
  const ids = students.map((s) => s.id);
  const [marks, leaves] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select()
          .from(attendanceMarks)
          .where(and(inArray(attendanceMarks.studentId, ids), eq(attendanceMarks.day, date))),
    leavesTouching(db, { children: ids, from: date, to: date }),
  ]);
  const markOf = new Map(marks.map((m) => [m.studentId, m]));
  const leaveOf = new Map(leaves.map((l) => [l.child.id, l]));
  const lines: RegisterStudent[] = students.map((student) => {
    const mark = markOf.get(student.id);
    const leave = leaveOf.get(student.id);
    const approved = leave?.status === "approved";
    const status: MarkStatus = mark
      ? shownStatus(mark.status, approved)
      : approved && leave!.part === "whole"
        ? "leave"
        : "present";
    return {
      ...student,
      status,
      time: mark?.time ?? null,
      note: mark?.note ?? null,
      leave: leave
        ? { id: leave.id, part: leave.part, reason: leave.reason, status: leave.status }
        : null,
      told: mark?.toldAt != null,
    };
  });
  const latest = marks.reduce<MarkRow | undefined>(
    (last, m) => (last && last.markedAt >= m.markedAt ? last : m),
    undefined,
  );
  return {
    classes: keeper.classes,
    class_name: kept,
    day: date,
    taken: latest ? await takenBy(db, latest) : null,
    students: lines,
  };
}

async function takenBy(db: Db, mark: MarkRow): Promise<Register["taken"]> {
  const [who] =
    mark.markedBy === null
      ? []
      : await db
          .select({ name_zh: users.nameZh, name_en: users.nameEn })
          .from(users)
          .where(eq(users.id, mark.markedBy));
  return { by: who ?? { name_zh: "", name_en: "" }, at: mark.markedAt.toISOString() };
}

/** Students marked absent or late today, not yet told, with no leave applied for: to tell. */
export interface ToTell {
  studentId: number;
  status: "absent" | "late";
  time: string | null;
}

/**
 * Takes (or retakes) a class's register for a day: the marks given, everyone else present.
 * Answers the register and, for today's, the families to tell now (each student once a day).
 */
export async function takeRegister(
  ctx: ServiceContext,
  { keeper, input }: { keeper: Keeper; input: z.output<typeof takeRegisterSchema> },
): Promise<{ register: Register; toTell: ToTell[]; className: string }> {
  const { db, now, locale } = ctx;
  const today = schoolDay(now);
  const className = keptClass(keeper, input.class_name);
  if (input.day > today) throw invalidField(locale, "day", "attendance.error.dayInFuture");
  if (input.day < addDays(today, -LEAVE_AFTER_DAYS))
    throw invalidField(locale, "day", "attendance.error.dayTooOld", { days: LEAVE_AFTER_DAYS });
  const students = await classStudents(db, keeper.schoolId, className, input.day);
  const inClass = new Set(students.map((s) => s.id));
  if (input.marks.some((mark) => !inClass.has(mark.student_id)))
    throw invalidField(locale, "marks", "attendance.error.notInClass");
  const given = new Map(input.marks.map((mark) => [mark.student_id, mark]));
  if (students.length > 0)
    await db
      .insert(attendanceMarks)
      .values(
        students.map((student) => {
          const mark = given.get(student.id);
          return {
            schoolId: keeper.schoolId,
            studentId: student.id,
            day: input.day,
            className,
            status: mark?.status ?? ("present" as const),
            time: mark?.status === "absent" ? null : (mark?.time ?? null),
            note: mark?.note || null,
            markedBy: keeper.userId,
            markedAt: now,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [attendanceMarks.studentId, attendanceMarks.day],
        set: {
          className: sql`excluded.class_name`,
          status: sql`excluded.status`,
          time: sql`excluded.time`,
          note: sql`excluded.note`,
          markedBy: sql`excluded.marked_by`,
          markedAt: sql`excluded.marked_at`,
        },
      });
  const register = await registerOf(ctx, { keeper, className, day: input.day });
  // The same morning: a register of an earlier day tells nobody.
  const toTell =
    input.day !== today
      ? []
      : register.students.flatMap((s): ToTell[] =>
          (s.status === "absent" || s.status === "late") && !s.told && s.leave === null
            ? [{ studentId: s.id, status: s.status, time: s.time }]
            : [],
        );
  return { register, toTell, className };
}

/** Records that these students' families were told today; those already told are left. */
export async function markTold(db: Db, day: string, studentIds: number[], now: Date) {
  if (studentIds.length === 0) return [];
  const told = await db
    .update(attendanceMarks)
    .set({ toldAt: now })
    .where(
      and(
        eq(attendanceMarks.day, day),
        inArray(attendanceMarks.studentId, studentIds),
        sql`${attendanceMarks.toldAt} IS NULL`,
      ),
    )
    .returning({ studentId: attendanceMarks.studentId });
  return told.map((row) => row.studentId);
}

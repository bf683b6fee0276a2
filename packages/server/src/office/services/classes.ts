import type {
  ClassActivation,
  ClassTeacher,
  ClassTeacherRequest,
  RosterActivation,
} from "@campus/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import { classTeachers, users } from "../../db/schema";
import { rows, type Executor } from "../../db/sql";
import { invalidField } from "../../http/api-problem";
import { recordAudit } from "../../services/audit";
import type { ServiceContext } from "../../services/context";
import type { OfficeCaller } from "../callers";

/*
 * The school's classes as the office sees them on the roster page: each class's activation and
 * its class teacher (班主任, issue 36 §2). A class is its students' class name, so a class
 * teacher is kept by that name, and the year-end rollover clears them all (roster/rollover.ts).
 */

const teacherColumns = { id: users.id, name_zh: users.nameZh, name_en: users.nameEn };

/**
 * The school's class teachers by class name; `atSchool`: only those whose account is open (a
 * teacher who has left is no class's teacher, though the office's choice stays, should they
 * come back).
 */
export async function classTeachersOf(
  db: Executor,
  schoolId: number,
  { atSchool = false } = {},
): Promise<Map<string, ClassTeacher>> {
  const named = await db
    .select({ className: classTeachers.className, ...teacherColumns })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.teacherId))
    .where(
      and(eq(classTeachers.schoolId, schoolId), atSchool ? eq(users.status, "active") : undefined),
    );
  return new Map(named.map(({ className, ...teacher }) => [className, teacher]));
}

/** Whom a class teacher may be: the school's teachers still at school, by English name. */
export function teachersOf(db: Executor, schoolId: number): Promise<ClassTeacher[]> {
  return db
    .select(teacherColumns)
    .from(users)
    .where(
      and(eq(users.schoolId, schoolId), eq(users.loginType, "teacher"), eq(users.status, "active")),
    )
    .orderBy(asc(users.nameEn), asc(users.id));
}

/** A teacher as the audit log names them: "陳大文 Chan Tai Man". */
const named = (teacher: ClassTeacher | undefined) =>
  teacher ? `${teacher.name_zh} ${teacher.name_en}`.trim() : null;

/**
 * Names a class's class teacher, or clears it (`teacher_id` null), and records the change
 * (before → after) in the audit log, in one transaction. The class must have students at school
 * and the teacher be the school's and still there; the same teacher again writes nothing.
 */
export async function setClassTeacher(
  ctx: ServiceContext,
  { me, class_name, teacher_id }: ClassTeacherRequest & { me: OfficeCaller },
): Promise<ClassActivation> {
  await ctx.db.transaction(async (tx) => {
    const [student] = await tx
      .select({ className: users.className })
      .from(users)
      .where(
        and(
          eq(users.schoolId, me.schoolId),
          eq(users.loginType, "student"),
          eq(users.status, "active"),
          sql`lower(${users.className}) = lower(${class_name})`,
        ),
      )
      .limit(1);
    if (!student?.className)
      throw invalidField(ctx.locale, "class_name", "office.error.classNotFound");
    const className = student.className;
    const teacher =
      teacher_id === null
        ? undefined
        : (await teachersOf(tx, me.schoolId)).find((t) => t.id === teacher_id);
    if (teacher_id !== null && !teacher)
      throw invalidField(ctx.locale, "teacher_id", "office.error.teacherNotFound");
    const before = (await classTeachersOf(tx, me.schoolId)).get(className);
    if (before?.id === teacher?.id) return;
    const where = and(
      eq(classTeachers.schoolId, me.schoolId),
      eq(classTeachers.className, className),
    );
    if (teacher)
      await tx
        .insert(classTeachers)
        .values({ schoolId: me.schoolId, className, teacherId: teacher.id })
        .onConflictDoUpdate({
          target: [classTeachers.schoolId, classTeachers.className],
          set: { teacherId: teacher.id },
        });
    else await tx.delete(classTeachers).where(where);
    await recordAudit(tx, {
      schoolId: me.schoolId,
      actorId: me.userId,
      kind: "class.teacher",
      personId: teacher?.id ?? before?.id ?? null,
      subject: className,
      changes: [{ field: "classTeacher", before: named(before), after: named(teacher) }],
      at: ctx.now,
    });
  });
  const { classes } = await activationOf(ctx, { me });
  return classes.find((c) => c.class_name.toLowerCase() === class_name.toLowerCase())!;
}

/**
 * Accounts activated per class: the students still at the school, their guardians' accounts
 * (each counted once a class), how many of those have signed in at least once, and the students
 * no guardian account is linked to.
 */
export async function activationOf(
  ctx: ServiceContext,
  { me }: { me: OfficeCaller },
): Promise<RosterActivation> {
  const counted = await rows<{
    class_name: string;
    students: number;
    guardians: number;
    guardians_active: number;
    students_active: number;
    students_without_guardian: number;
  }>(
    ctx.db,
    sql`SELECT s.class_name,
        count(DISTINCT s.id)::int AS students,
        count(DISTINCT p.id)::int AS guardians,
        count(DISTINCT p.id) FILTER (WHERE EXISTS
          (SELECT 1 FROM sessions x WHERE x.user_id = p.id))::int AS guardians_active,
        count(DISTINCT s.id) FILTER (WHERE s.password_hash <> '')::int AS students_active,
        count(DISTINCT s.id) FILTER (WHERE NOT EXISTS
          (SELECT 1 FROM guardianships h JOIN users q ON q.id = h.parent_id
            WHERE h.student_id = s.id AND q.status = 'active'))::int AS students_without_guardian
      FROM users s
      LEFT JOIN guardianships g ON g.student_id = s.id
      LEFT JOIN users p ON p.id = g.parent_id AND p.status = 'active'
      WHERE s.school_id = ${me.schoolId} AND s.login_type = 'student' AND s.status = 'active'
        AND s.class_name IS NOT NULL
      GROUP BY s.class_name
      ORDER BY s.class_name`,
  );
  const sum = (
    key:
      | "students"
      | "guardians"
      | "guardians_active"
      | "students_active"
      | "students_without_guardian",
  ) => counted.reduce((n, row) => n + row[key], 0);
  const [teachers, classTeacher] = await Promise.all([
    teachersOf(ctx.db, me.schoolId),
    classTeachersOf(ctx.db, me.schoolId, { atSchool: true }),
  ]);
  return {
    classes: counted.map((row) => ({
      ...row,
      class_teacher: classTeacher.get(row.class_name) ?? null,
    })),
    total: {
      students: sum("students"),
      guardians: sum("guardians"),
      guardians_active: sum("guardians_active"),
      students_active: sum("students_active"),
      students_without_guardian: sum("students_without_guardian"),
    },
    teachers,
  };
}

import { and, asc, eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Executor } from "../../db/sql";

/*
 * The demo school's students for the ECA tracker, by class in register order: three classes a
 * grade, P1 to P6, each with a class register (4A 12), from the demo school's roster
 * (seed/demo-school/students.csv), so a teacher adds "4A" and an import matches "4A, 12".
 */

export async function studentsByClass(
  db: Executor,
  schoolId: number,
): Promise<Map<string, number[]>> {
  const students = await db
    .select({ id: users.id, className: users.className })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.loginType, "student")))
    .orderBy(asc(users.className), asc(users.classNumber));
  const byClass = new Map<string, number[]>();
  for (const s of students) {
    if (!s.className) continue;
    byClass.set(s.className, [...(byClass.get(s.className) ?? []), s.id]);
  }
  return byClass;
}

import { and, arrayContains, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { users } from "../db/schema";

/*
 * The school's students an audience names, on today's roster: the whole school, grades 1–6 (a
 * class's first digit, "4A" in grade 4), classes, or students chosen one by one. Notices and
 * fees both fix their children this way when they are sent or set.
 */
export type Audience =
  | { kind: "school" }
  | { kind: "grades"; grades: readonly number[] }
  | { kind: "classes"; classes: readonly string[] }
  | { kind: "students"; student_ids: readonly number[] };

export async function studentsOf(db: Db, schoolId: number, audience: Audience) {
  const students = await db
    .select({ id: users.id, className: users.className })
    .from(users)
    .where(
      and(
        eq(users.schoolId, schoolId),
        eq(users.status, "active"),
        arrayContains(users.roles, ["student"]),
      ),
    );
  const grade = (className: string | null) => Number.parseInt(className ?? "", 10);
  const chosen = audience.kind === "students" ? new Set(audience.student_ids) : null;
  return students.filter(({ id, className }) => {
    switch (audience.kind) {
      case "school":
        return true;
      case "grades":
        return audience.grades.includes(grade(className));
      case "classes":
        return audience.classes.includes(className ?? "");
      case "students":
        return chosen!.has(id);
    }
  });
}

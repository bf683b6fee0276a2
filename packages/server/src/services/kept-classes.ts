import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { classTeachers, users } from "../db/schema";
import type { ContractMessageId } from "@campus/contract";
import { notFound } from "../http/api-problem";

/**
 * The classes a member of the school keeps: the office (staff) every class of the school's
 * active students, a class teacher their own (class_teachers). What attendance's register and
 * the notices' conversations with families are scoped by.
 */
export async function keptClasses(
  db: Db,
  me: { schoolId: number; userId: number; roles: readonly string[] },
): Promise<string[]> {
  if (me.roles.includes("staff"))
    return (
      await db
        .selectDistinct({ name: users.className })
        .from(users)
        .where(and(eq(users.schoolId, me.schoolId), eq(users.status, "active")))
        .orderBy(asc(users.className))
    ).flatMap((row) => (row.name ? [row.name] : []));
  return (
    await db
      .select({ name: classTeachers.className })
      .from(classTeachers)
      .where(and(eq(classTeachers.schoolId, me.schoolId), eq(classTeachers.teacherId, me.userId)))
      .orderBy(asc(classTeachers.className))
  ).map((row) => row.name);
}

/** The kept class of that name (however it is typed), or not found with `error`. */
export function keptClass(
  classes: readonly string[],
  name: string,
  error: ContractMessageId,
): string {
  const wanted = name.trim().toUpperCase();
  const found = classes.find((kept) => kept.toUpperCase() === wanted);
  if (found === undefined) throw notFound(error);
  return found;
}

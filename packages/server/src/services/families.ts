import type { Locale } from "@campus/contract";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database";
import { guardianships, schools } from "../db/schema";
import { nameFor } from "./simplified";

/*
 * Whom a feature tells about a child, and the school's name in each reader's language: what
 * attendance, fees and the rest write to families through the one messenger.
 */

/** Each child's guardians (their accounts), by child. */
export async function guardiansOf(db: Db, studentIds: readonly number[]) {
  const of = new Map<number, number[]>();
  if (studentIds.length === 0) return of;
  const links = await db
    .select({ parent: guardianships.parentId, student: guardianships.studentId })
    .from(guardianships)
    .where(inArray(guardianships.studentId, [...studentIds]));
  for (const link of links) of.set(link.student, [...(of.get(link.student) ?? []), link.parent]);
  return of;
}

/** The school's name as each reader reads it (the Chinese for Chinese readers). */
export async function schoolNamer(db: Db, schoolId: number) {
  const [school] = await db
    .select({ name_zh: schools.nameZh, name_en: schools.nameEn })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return (locale: Locale) => (school ? nameFor(locale, school) : "");
}

import { and, eq, like, count, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { createRandom } from "../../seed/prng";
import { addDays } from "../../services/school-days";
import {
  ecaCategories,
  ecaEntries,
  ecaEvents,
  ecaEventTags,
  ecaEventTeachers,
  ecaPrizes,
  ecaTags,
} from "../schema";

/*
 * Five years of a 1,000-student school's activities for the ECA benchmark (`npm run bench`):
 * 400 events a year (codes "LOAD2022-0001"…), 20 entries each from the load school's students
 * (`calendar/seed/load-school.ts`, login names "b0001"…), 40,000 in all, in the demo school's
 * categories, prizes and labels. Added once.
 */

export const LOAD_YEARS = [2022, 2023, 2024, 2025, 2026];
const EVENTS_A_YEAR = 400;
const ENTRIES_AN_EVENT = 20;

export async function seedEcaLoad(
  db: Db,
  { schoolId, teacherIds }: { schoolId: number; teacherIds: number[] },
): Promise<boolean> {
  const [{ n }] = (await db
    .select({ n: count() })
    .from(ecaEvents)
    .where(and(eq(ecaEvents.schoolId, schoolId), like(ecaEvents.code, "LOAD%")))) as [
    { n: number },
  ];
  if (n > 0) return false;
  const random = createRandom(5050);
  const [categories, prizes, tags, students] = await Promise.all([
    db.select().from(ecaCategories).where(eq(ecaCategories.schoolId, schoolId)),
    db.select().from(ecaPrizes).where(eq(ecaPrizes.schoolId, schoolId)),
    db.select().from(ecaTags).where(eq(ecaTags.schoolId, schoolId)),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), like(users.username, "b____"))),
  ]);
  if (categories.length === 0 || students.length === 0) return false;
  await db.transaction(async (tx) => {
    for (const year of LOAD_YEARS) {
      const events = await tx
        .insert(ecaEvents)
        .values(
          Array.from({ length: EVENTS_A_YEAR }, (_, i) => {
            const startsOn = addDays(`${year}-09-01`, Math.floor((i * 310) / EVENTS_A_YEAR));
            const category = random.pick(categories);
            return {
              schoolId,
              code: `LOAD${year}-${String(i + 1).padStart(4, "0")}`,
              nameZh: `${year} 活動 ${i + 1}（${category.nameZh}）`,
              nameEn: `${year} activity ${i + 1} (${category.nameEn})`,
              nature: random.pick(["competition", "service", "activity", "training"] as const),
              type: random.pick(["individual", "group"] as const),
              categoryId: category.id,
              region: random.pick(["territory", "territory", "national", "asia"] as const),
              organiser: "本校",
              schoolYear: year,
              semester:
                startsOn.slice(5, 7) >= "02" && startsOn.slice(5, 7) <= "08" ? "second" : "first",
              grade: random.chance(0.3)
                ? random.pick(["P1", "P2", "P3", "P4", "P5", "P6"] as const)
                : null,
              startsOn,
              endsOn: startsOn,
              hours: 20,
              source: random.pick(["school", "teacher", "teacher", "parent"] as const),
              status: random.chance(0.9) ? ("passed" as const) : ("pending" as const),
              averageScore: 1500,
              createdBy: random.pick(teacherIds),
            } as typeof ecaEvents.$inferInsert;
          }),
        )
        .returning({ id: ecaEvents.id });
      await tx
        .insert(ecaEventTeachers)
        .values(events.map((e) => ({ eventId: e.id, teacherId: random.pick(teacherIds) })));
      if (tags.length > 0)
        await tx
          .insert(ecaEventTags)
          .values(events.map((e) => ({ eventId: e.id, tagId: random.pick(tags).id })));
      for (let from = 0; from < events.length; from += 50) {
        await tx.insert(ecaEntries).values(
          events.slice(from, from + 50).flatMap((e) => {
            const first = random.int(0, students.length - ENTRIES_AN_EVENT);
            return students.slice(first, first + ENTRIES_AN_EVENT).map((s, k) => ({
              schoolId,
              eventId: e.id,
              studentId: s.id,
              source: "school" as const,
              status: "passed" as const,
              prizeId: k < 3 && prizes[k] ? prizes[k].id : null,
              score: 1000,
            }));
          }),
        );
      }
    }
  });
  return true;
}

/** The school's teachers (the demo's and the office), who answer for the load's events. */
export async function loadTeachers(db: Db, schoolId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), inArray(users.username, ["t.wong", "admin"])));
  return rows.map((r) => r.id);
}

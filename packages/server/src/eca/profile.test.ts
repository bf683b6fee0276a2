import { endpoints } from "@campus/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ecaCategories, ecaEntries, ecaEvents, ecaEventTeachers } from "./schema";

/*
 * A student's profile through the API: the family reads their own, a teacher their students, the
 * office anyone of the school; the traits teachers accepted; each category's score beside the
 * class's and grade's averages (checked against a sum worked out here from the records).
 */

let t: TestApp;
let demoStudent: number;
let youngerStudent: number;

const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!
    .id;

beforeAll(async () => {
  t = await createTestApp();
  demoStudent = await idOf("s2026001");
  youngerStudent = await idOf("s2026002");
});
afterAll(async () => {
  await t.close();
});

describe("ecaProfile", () => {
  it("gives a parent their child's overview, scores beside the class and grade, and passed records", async () => {
    const parent = await t.signIn("parent");
    const profile = await t.ok(endpoints.ecaProfile, {}, { token: parent, lang: "en-US" });
    expect(profile.student).toMatchObject({ id: demoStudent, class_name: "4A" });
    // The seed's office accepted the strongest traits read in the demo student's records.
    expect(profile.traits.length).toBeGreaterThan(0);
    expect(profile.traits[0]).toMatchObject({
      count: expect.any(Number),
      strength: expect.any(Number),
    });
    expect(profile.traits[0]!.events.length).toBeGreaterThan(0);
    expect(profile.traits[0]!.events[0]).toMatch(/[A-Za-z]/);
    // Counts are ordered: the most accepted first.
    const counts = profile.traits.map((x) => x.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);

    expect(profile.records.length).toBe(profile.all.records);
    expect(profile.records.length).toBeGreaterThan(0);
    const dates = profile.records.map((r) => r.event.starts_on);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(profile.school_years).toContain(profile.school_year);
    expect(profile.categories.map((c) => c.category.preset_key)).toContain("ole.physical");
  });

  it("works out the class's and grade's averages over every student, each category capped", async () => {
    const staff = await t.signIn("staff");
    const profile = await t.ok(endpoints.ecaProfile, { student_id: demoStudent }, { token: staff });
    const db = t.database.db;
    const entries = await db
      .select({
        student: ecaEntries.studentId,
        className: users.className,
        category: ecaEvents.categoryId,
        cap: ecaCategories.cap,
        score: ecaEntries.score,
      })
      .from(ecaEntries)
      .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
      .innerJoin(ecaCategories, eq(ecaCategories.id, ecaEvents.categoryId))
      .innerJoin(users, eq(users.id, ecaEntries.studentId))
      .where(and(eq(ecaEntries.status, "passed"), eq(ecaEvents.schoolYear, profile.school_year)));
    const roster = await db
      .select({ className: users.className })
      .from(users)
      .where(eq(users.loginType, "student"));
    const sums = new Map<string, number>();
    for (const e of entries) {
      const key = `${e.student}:${e.category}`;
      sums.set(key, (sums.get(key) ?? 0) + e.score);
    }
    for (const c of profile.categories) {
      const capOf = entries.find((e) => e.category === c.category.id)?.cap ?? null;
      const capped = (student: number) => {
        const sum = sums.get(`${student}:${c.category.id}`) ?? 0;
        return capOf === null ? sum : Math.min(sum, capOf);
      };
      const students = (pick: (cls: string) => boolean) => [
        ...new Set(entries.filter((e) => pick(e.className ?? "")).map((e) => e.student)),
      ];
      const inClass = (cls: string) => cls === "4A";
      const inGrade = (cls: string) => cls.startsWith("4");
      const average = (pick: (cls: string) => boolean) =>
        Math.round(
          students(pick).reduce((s, id) => s + capped(id), 0) /
            roster.filter((r) => pick(r.className ?? "")).length,
        ) / 100;
      expect(c.score, c.category.name_en).toBe(capped(demoStudent) / 100);
      expect(c.class_average, c.category.name_en).toBe(average(inClass));
      expect(c.grade_average, c.category.name_en).toBe(average(inGrade));
    }
    expect(profile.categories.some((c) => c.class_average > 0)).toBe(true);
    expect(profile.year.score).toBe(
      Math.round(profile.categories.reduce((s, c) => s + c.score * 100, 0)) / 100,
    );
  });

  it("answers another school year's figures, and zeros for a year without records", async () => {
    const student = await t.signIn("student");
    const profile = await t.ok(endpoints.ecaProfile, { school_year: 2001 }, { token: student });
    expect(profile.school_year).toBe(2001);
    expect(profile.year).toEqual({ records: 0, hours: 0, score: 0 });
    expect(profile.categories.every((c) => c.score === 0 && c.class_average === 0)).toBe(true);
    expect(profile.records.length).toBeGreaterThan(0);
  });

  it("lets a teacher read only students of events they edit; the office any; nobody another's child", async () => {
    const db = t.database.db;
    const wong = await idOf("t.wong");
    const teacher = await t.signIn("teacher");
    const [taught] = await db
      .select({ id: ecaEntries.studentId })
      .from(ecaEntries)
      .innerJoin(ecaEventTeachers, eq(ecaEventTeachers.eventId, ecaEntries.eventId))
      .where(eq(ecaEventTeachers.teacherId, wong))
      .limit(1);
    expect(
      (await t.ok(endpoints.ecaProfile, { student_id: taught!.id }, { token: teacher })).student.id,
    ).toBe(taught!.id);
    const [stranger] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.loginType, "student"),
          // A student of the teacher's own school (the neighbour school's are nobody's here).
          sql`${users.schoolId} = (select school_id from users where id = ${wong})`,
          sql`not exists (select 1 from eca_entries e join eca_events ev on ev.id = e.event_id
            where e.student_id = ${users.id} and (ev.created_by = ${wong} or exists (
              select 1 from eca_event_teachers x where x.event_id = ev.id and x.teacher_id = ${wong})))`,
        ),
      )
      .limit(1);
    expect(
      (await t.refused(endpoints.ecaProfile, { student_id: stranger!.id }, { token: teacher }))
        .code,
    ).toBe(404);
    const staff = await t.signIn("staff");
    expect(
      (await t.ok(endpoints.ecaProfile, { student_id: stranger!.id }, { token: staff })).student.id,
    ).toBe(stranger!.id);
    expect(
      (await t.refused(endpoints.ecaProfile, { student_id: 999_999 }, { token: staff })).code,
    ).toBe(404);
    expect((await t.refused(endpoints.ecaProfile, {}, { token: staff })).code).toBe(404);

    const parent = await t.signIn("parent");
    const other = await t.signIn("otherParent");
    expect(
      (await t.refused(endpoints.ecaProfile, { student_id: youngerStudent }, { token: parent }))
        .code,
    ).toBe(404);
    expect(
      (await t.refused(endpoints.ecaProfile, { student_id: demoStudent }, { token: other })).code,
    ).toBe(404);
    expect((await t.refused(endpoints.ecaProfile, {}, { token: "nonsense" })).code).toBe(401);
  });
});

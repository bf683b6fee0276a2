import { ECA_DASHBOARD_EXPORT_PATH, endpoints, HEADERS, type EcaFigures } from "@campus/contract";
import { readSheet } from "read-excel-file/node";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schools, users } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ecaEntries, ecaEvents } from "./schema";

/*
 * The dashboard through the API: the school's figures for a year, grades as rows; a grade beside
 * the school with its classes; a class beside its grade and the school with its students — each
 * figure checked against counts worked out here from the records. Teachers and the office only;
 * an unknown class or grade is refused.
 */

let t: TestApp;
let staff: string;

/** The year's approved records, with each student's class, counted here. */
async function expected(year: number, pick: (className: string) => boolean) {
  const db = t.database.db;
  const roster = (
    await db
      .select({ id: users.id, className: users.className })
      .from(users)
      .innerJoin(schools, eq(schools.id, users.schoolId))
      // The demo school's students (the neighbour school's are not its).
      .where(and(eq(users.loginType, "student"), eq(schools.code, "DEMO")))
  ).filter((s) => pick(s.className ?? ""));
  const ids = new Set(roster.map((s) => s.id));
  const entries = (
    await db
      .select({
        student: ecaEntries.studentId,
        prize: ecaEntries.prizeId,
        hours: sql<number>`coalesce(${ecaEntries.hours}, ${ecaEvents.hours})`,
      })
      .from(ecaEntries)
      .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
      .where(and(eq(ecaEntries.status, "passed"), eq(ecaEvents.schoolYear, year)))
  ).filter((e) => ids.has(e.student));
  const participants = new Set(entries.map((e) => e.student)).size;
  return {
    students: roster.length,
    participants,
    participation: Math.round((participants / roster.length) * 1000) / 10,
    hours: entries.reduce((s, e) => s + Number(e.hours), 0) / 10,
    awards: entries.filter((e) => e.prize !== null).length,
  } satisfies Partial<EcaFigures>;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

describe("ecaDashboard", () => {
  it("gives the school's year with its grades as rows, awards by level and confirmed traits", async () => {
    const school = await t.ok(endpoints.ecaDashboard, {}, { token: staff });
    expect(school).toMatchObject({ scope: "school", grade: null, class_name: null, compare: [] });
    expect(school.figures).toMatchObject(await expected(school.school_year, () => true));
    expect(school.figures.participants).toBeGreaterThan(0);
    expect(school.rows.map((r) => r.key)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(school.rows.reduce((s, r) => s + r.figures.students, 0)).toBe(school.figures.students);
    expect(school.levels.reduce((s, l) => s + l.awards, 0)).toBe(school.figures.awards);
    expect(school.categories.map((c) => c.category.preset_key)).toContain("ole.physical");
    expect(school.traits.length).toBeGreaterThan(0);
  });

  it("compares a grade with the school, and a class with its grade and the school", async () => {
    const grade = await t.ok(endpoints.ecaDashboard, { grade: "4" }, { token: staff });
    expect(grade).toMatchObject({ scope: "grade", grade: "4" });
    expect(grade.figures).toMatchObject(
      await expected(grade.school_year, (c) => c.startsWith("4")),
    );
    expect(grade.compare.map((c) => c.scope)).toEqual(["school"]);
    expect(grade.rows.every((r) => r.key.startsWith("4"))).toBe(true);
    expect(grade.categories[0]!.compare).toHaveLength(1);

    const cls = await t.ok(endpoints.ecaDashboard, { class_name: "4a" }, { token: staff });
    expect(cls).toMatchObject({ scope: "class", grade: "4", class_name: "4A" });
    expect(cls.figures).toMatchObject(await expected(cls.school_year, (c) => c === "4A"));
    expect(cls.compare.map((c) => c.scope)).toEqual(["grade", "school"]);
    expect(cls.compare[0]!.figures).toEqual(grade.figures);
    expect(cls.rows.length).toBe(cls.figures.students);
    expect(cls.rows[0]!.student).toMatchObject({ class_name: "4A", class_number: 1 });
    // Each category's average is the class's students' sum over the class's size.
    for (const c of cls.categories) expect(c.compare).toHaveLength(2);
  });

  it("narrows to a semester and answers another school year", async () => {
    const year = await t.ok(endpoints.ecaDashboard, {}, { token: staff });
    const first = await t.ok(endpoints.ecaDashboard, { semester: "first" }, { token: staff });
    expect(first.semester).toBe("first");
    expect(first.figures.hours).toBeLessThanOrEqual(year.figures.hours);
    const old = await t.ok(endpoints.ecaDashboard, { school_year: 2001 }, { token: staff });
    expect(old.figures).toMatchObject({ participants: 0, hours: 0, awards: 0 });
    expect(old.school_years).toContain(year.school_year);
  });

  it("is for teachers and the office; an unknown class or grade is refused", async () => {
    const teacher = await t.signIn("teacher");
    expect((await t.ok(endpoints.ecaDashboard, {}, { token: teacher })).scope).toBe("school");
    for (const who of ["parent", "student"] as const)
      expect(
        (await t.refused(endpoints.ecaDashboard, {}, { token: await t.signIn(who) })).code,
      ).toBe(403);
    const unknown = await t.refused(
      endpoints.ecaDashboard,
      { class_name: "9Z" },
      { token: staff, lang: "en-US" },
    );
    expect(unknown).toMatchObject({ code: 400, data: { fields: [{ field: "class_name" }] } });
    expect((await t.refused(endpoints.ecaDashboard, { grade: "7" }, { token: staff })).code).toBe(
      400,
    );
  });
});

describe("the dashboard's export", () => {
  const get = (query: string, token?: string, lang = "zh-TW") =>
    t.app.request(`${ECA_DASHBOARD_EXPORT_PATH}?${query}`, {
      headers: { [HEADERS.acceptLanguage]: lang, ...(token ? { [HEADERS.token]: token } : {}) },
    });

  it("gives the tables of the scope asked for as a workbook in the reader's language", async () => {
    const cls = await t.ok(endpoints.ecaDashboard, { class_name: "4A" }, { token: staff });
    const response = await get("class_name=4A", staff, "en-US");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("ECA%20dashboard%204A");
    const bytes = Buffer.from(await response.arrayBuffer());
    const figures = (await readSheet(bytes, 1)) as unknown[][];
    expect(figures[0]).toEqual([
      "Scope",
      "Students",
      "Participants",
      "Participation (%)",
      "Hours",
      "Hours per student",
      "Score per student",
      "Awards",
    ]);
    expect(figures.slice(1).map((r) => r[0])).toEqual(["4A", "Grade 4", "Whole school"]);
    expect(figures[1]![3]).toBe(cls.figures.participation);
    const students = (await readSheet(bytes, 2)) as unknown[][];
    expect(students).toHaveLength(cls.rows.length + 1);
  });

  it("is not found signed out, for a parent, or for a scope that is not the school's", async () => {
    expect((await get("")).status).toBe(404);
    expect((await get("", await t.signIn("parent"))).status).toBe(404);
    expect((await get("class_name=9Z", staff)).status).toBe(404);
    expect((await get("school_year=abc", staff)).status).toBe(404);
  });
});

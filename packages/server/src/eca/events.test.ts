import { endpoints } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";

/*
 * The event list on the demo year (test clock 2026-09-01): ~80 events from 2025-11 to
 * mid-September, every filter of the spec, "my list", paging on the server.
 */

let t: TestApp;
let staff: string;
let teacher: string;
let parent: string;

beforeAll(async () => {
  t = await createTestApp();
  [staff, teacher, parent] = await Promise.all([
    t.signIn("staff"),
    t.signIn("teacher"),
    t.signIn("parent"),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe("ecaEvents", () => {
  it("lists the school's events latest first, ten to a page", async () => {
    const page = await t.ok(endpoints.ecaEvents, {}, { token: staff });
    // The seed's 80, and the two its import history made (the undone import's event is gone).
    expect(page.total).toBe(82);
    expect(page.list).toHaveLength(10);
    const days = page.list.map((e) => e.starts_on);
    expect([...days].sort().reverse()).toEqual(days);
    const second = await t.ok(endpoints.ecaEvents, { pageNum: 2 }, { token: staff });
    expect(second.list[0]!.starts_on <= days.at(-1)!).toBe(true);
  });

  it("carries what a row shows: category, tags, teachers, students and the average score", async () => {
    const { list } = await t.ok(endpoints.ecaEvents, { q: "ECA2025-001" }, { token: staff });
    expect(list).toHaveLength(1);
    const [event] = list;
    expect(event).toMatchObject({
      code: "ECA2025-001",
      name_en: "Inter-school Athletics Meet 2025/26",
      category: { name_zh: "體育發展" },
      tags: [{ name_en: "Sports" }],
      nature: "competition",
      region: "territory",
      status: "passed",
    });
    expect(event!.students).toBeGreaterThan(0);
    expect(event!.average_score).toBeGreaterThan(0);
    expect(event!.teachers.length).toBe(1);
  });

  it("filters by every field of the spec, and by words in the code or either name", async () => {
    const { categories, tags } = await t.ok(endpoints.ecaSettings, {}, { token: staff });
    const physical = categories.find((c) => c.preset_key === "ole.physical")!;
    const stem = tags.find((tag) => tag.name_en === "STEM")!;
    const cases = [
      [{ school_year: 2026 }, (e: { school_year: number }) => e.school_year === 2026],
      [{ semester: "second" }, (e: { semester: string }) => e.semester === "second"],
      [
        { category_id: physical.id },
        (e: { category: { id: number } }) => e.category.id === physical.id,
      ],
      [
        { tag_id: stem.id },
        (e: { tags: { id: number }[] }) => e.tags.some((tag) => tag.id === stem.id),
      ],
      [{ region: "asia" }, (e: { region: string }) => e.region === "asia"],
      [{ grade: "P1" }, (e: { grade: string | null }) => e.grade === "P1"],
      [{ status: "pending" }, (e: { status: string }) => e.status === "pending"],
      [{ source: "parent" }, (e: { source: string }) => e.source === "parent"],
      [{ q: "swimming" }, (e: { name_en: string }) => e.name_en.includes("Swimming")],
      [{ q: "游泳" }, (e: { name_zh: string }) => e.name_zh.includes("游泳")],
    ] as const;
    for (const [filter, holds] of cases) {
      const page = await t.ok(endpoints.ecaEvents, { ...filter, pageSize: 100 }, { token: staff });
      expect(page.total, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(page.total, JSON.stringify(filter)).toBeLessThan(80);
      expect(
        page.list.every((e) => (holds as (e: unknown) => boolean)(e)),
        JSON.stringify(filter),
      ).toBe(true);
    }
    // A % is a character, not a wildcard.
    expect((await t.ok(endpoints.ecaEvents, { q: "%" }, { token: staff })).total).toBe(0);
  });

  it("gives a teacher 'my list': events they created or answer for", async () => {
    const mine = await t.ok(endpoints.ecaEvents, { mine: true, pageSize: 100 }, { token: teacher });
    const all = await t.ok(endpoints.ecaEvents, { pageSize: 100 }, { token: teacher });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    const theirs = await t.ok(
      endpoints.ecaEvents,
      { mine: "true", pageSize: 100 },
      { token: staff },
    );
    expect(new Set([...mine.list, ...theirs.list].map((e) => e.id)).size).toBeLessThan(80);
  });

  it("shows a change at once: a list read before a write is not served after it", async () => {
    const find = () => t.ok(endpoints.ecaEvents, { q: "CACHE-1" }, { token: staff });
    expect((await find()).total).toBe(0);
    expect((await find()).total).toBe(0); // kept
    const { categories } = await t.ok(endpoints.ecaSettings, {}, { token: staff });
    const event = await t.ok(
      endpoints.ecaSaveEvent,
      {
        code: "CACHE-1",
        name_zh: "緩存測試",
        name_en: "Cache test",
        nature: "activity",
        type: "individual",
        category_id: categories[0]!.id,
        tag_ids: [],
        region: "territory",
        school_year: 2026,
        semester: "first",
        starts_on: "2026-10-01",
        ends_on: "2026-10-01",
        hours: "1",
        sub_items: [],
        teacher_ids: [],
      },
      { token: teacher },
    );
    expect((await find()).list.map((e) => e.status)).toEqual(["pending"]);
    await t.ok(endpoints.ecaDecideEvents, { ids: [event.id], decision: "pass" }, { token: staff });
    expect((await find()).list.map((e) => e.status)).toEqual(["passed"]);
    // A category renamed shows in the list too.
    const category = categories[0]!;
    await t.ok(
      endpoints.ecaSaveCategory,
      {
        id: String(category.id),
        name_zh: "德育",
        name_en: category.name_en,
        status: "enabled",
        score: String(category.score),
      },
      { token: staff },
    );
    expect((await find()).list[0]!.category.name_zh).toBe("德育");
  });

  it("keeps the list to teachers and the office", async () => {
    expect((await t.refused(endpoints.ecaEvents, {}, { token: parent })).code).toBe(403);
    expect(
      (await t.refused(endpoints.ecaEvents, invalidInput({ status: "approved" }), { token: staff }))
        .code,
    ).toBe(400);
  });
});

import { endpoints } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * The school's terms and timetable cycle (issue 36 §1): the office reads and replaces them, the
 * calendars count cycle days over the new terms at once, bad terms are refused with nothing
 * written, and only the office of the school sets its own.
 */

let t: TestApp;
let office: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

const term = (name: string, start_day: string, end_day: string) => ({
  name_zh: name,
  name_en: `Term ${name}`,
  start_day,
  end_day,
});

const cycleDays = async (token: string, month: string) =>
  (await t.ok(endpoints.calendarMonth, { month }, { token })).days
    .filter((d) => d.cycle_day !== null)
    .map((d) => [d.day, d.cycle_day]);

describe("the school's terms and cycle", () => {
  it("are the demo school's: two terms and a six-day cycle that starts again each term", async () => {
    const terms = await t.ok(endpoints.calendarTerms, {}, { token: office });
    expect(terms.cycle_length).toBe(6);
    expect(terms.restart_each_term).toBe(true);
    expect(terms.terms.length).toBeGreaterThanOrEqual(2);
    expect(terms.terms[0]!.start_day < terms.terms[1]!.start_day).toBe(true);
  });

  it("are replaced as a whole, and the calendar's cycle days follow at once", async () => {
    const parent = await t.signIn("parent");
    expect((await cycleDays(parent, "2026-11")).length).toBeGreaterThan(15);
    const saved = await t.ok(
      endpoints.calendarSaveTerms,
      {
        cycle_length: 5,
        restart_each_term: false,
        terms: [
          term("上學期", "2026-09-01", "2026-11-15"),
          term("下學期", "2026-11-23", "2027-07-15"),
        ],
      },
      { token: office },
    );
    expect(saved).toMatchObject({ cycle_length: 5, restart_each_term: false });
    // A blank Simplified name is the Traditional one.
    expect(saved.terms[0]).toEqual({
      name_zh: "上學期",
      name_cn: "上學期",
      name_en: "Term 上學期",
      start_day: "2026-09-01",
      end_day: "2026-11-15",
    });
    expect(await t.ok(endpoints.calendarTerms, {}, { token: office })).toEqual(saved);
    const days = await cycleDays(parent, "2026-11");
    // The week between the terms has no cycle day; the cycle is five days long and runs on.
    expect(days.some(([day]) => day! >= "2026-11-16" && day! <= "2026-11-22")).toBe(false);
    expect(Math.max(...days.map(([, n]) => n as number))).toBe(5);
    const [first] = days.filter(([day]) => day! >= "2026-11-23");
    const [last] = days.filter(([day]) => day! <= "2026-11-15").slice(-1);
    expect(first![1]).toBe(((last![1] as number) % 5) + 1);
  });

  it("refuses terms out of order, overlapping, ending before they start or lasting over a year", async () => {
    const before = await t.ok(endpoints.calendarTerms, {}, { token: office });
    const refused = async (terms: ReturnType<typeof term>[], cycle_length = 6) =>
      JSON.stringify(
        await t.refused(
          endpoints.calendarSaveTerms,
          { cycle_length, restart_each_term: true, terms },
          { token: office, lang: "en-US" },
        ),
      );
    expect(
      await refused([
        term("一", "2026-09-01", "2027-01-31"),
        term("二", "2027-01-15", "2027-07-15"),
      ]),
    ).toContain("A term must start after the one before it ends");
    expect(await refused([term("一", "2026-09-01", "2026-08-01")])).toContain(
      "The end cannot be before the start",
    );
    expect(await refused([term("一", "2026-09-01", "2027-09-30")])).toContain(
      "A term lasts at most a year",
    );
    expect(await refused([term("一", "2026-09-01", "2027-07-15")], 11)).toContain("cycle_length");
    expect(await refused([])).toContain("terms");
    expect(await refused([term("", "2026-09-01", "2027-07-15")])).toContain("name_zh");
    expect(await t.ok(endpoints.calendarTerms, {}, { token: office })).toEqual(before);
  });

  it("are the office's own school's: a teacher is refused, the neighbour's office sets only theirs", async () => {
    const before = await t.ok(endpoints.calendarTerms, {}, { token: office });
    const body = {
      cycle_length: 6,
      restart_each_term: true,
      terms: [term("全年", "2026-09-01", "2027-07-15")],
    };
    const teacher = await t.signIn("teacher");
    expect((await t.refused(endpoints.calendarSaveTerms, body, { token: teacher })).code).toBe(403);
    const neighbour = await t.signIn("neighbourStaff");
    await t.ok(endpoints.calendarSaveTerms, body, { token: neighbour });
    expect((await t.ok(endpoints.calendarTerms, {}, { token: neighbour })).terms).toHaveLength(1);
    expect(await t.ok(endpoints.calendarTerms, {}, { token: office })).toEqual(before);
  });
});

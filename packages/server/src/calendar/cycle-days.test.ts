import { describe, expect, it } from "vitest";
import { cycleDays, isSchoolDay, type CycleRules } from "./cycle-days";

/** The first weeks of a school year: term 1 starts on Tuesday 1 September 2026. */
const autumn = { start: "2026-09-01", end: "2026-12-18" };
const rules = (daysOff: string[] = [], more: Partial<CycleRules> = {}): CycleRules => ({
  length: 6,
  terms: [autumn],
  daysOff: new Set(daysOff),
  ...more,
});
const dayOf = (r: CycleRules, day: string) => cycleDays(r).get(day);

describe("a six-day cycle over school days", () => {
  it("starts the term on Day 1 and skips the weekend", () => {
    // Tue 1 Sep = Day 1 … Fri 4 Sep = Day 4; Sat and Sun are not school days; Mon 7 Sep = Day 5.
    expect(dayOf(rules(), "2026-09-01")).toBe(1);
    expect(dayOf(rules(), "2026-09-04")).toBe(4);
    expect(dayOf(rules(), "2026-09-05")).toBeUndefined();
    expect(dayOf(rules(), "2026-09-06")).toBeUndefined();
    expect(dayOf(rules(), "2026-09-07")).toBe(5);
    expect(dayOf(rules(), "2026-09-08")).toBe(6);
    expect(dayOf(rules(), "2026-09-09")).toBe(1);
  });

  it("does not move on a public holiday: the day after takes its place", () => {
    // The day following Mid-Autumn (Sat 26 Sep) falls on a weekend anyway; National Day, Thu 1 Oct,
    // is a weekday: Wednesday 30 Sep and Friday 2 Oct are consecutive cycle days.
    const withHoliday = rules(["2026-10-01"]);
    const wednesday = dayOf(withHoliday, "2026-09-30")!;
    expect(dayOf(withHoliday, "2026-10-01")).toBeUndefined();
    expect(dayOf(withHoliday, "2026-10-02")).toBe((wednesday % 6) + 1);
  });

  it("shifts the rest of the term when staff add a typhoon closure", () => {
    const before = rules(["2026-10-01"]);
    const closed = rules(["2026-10-01", "2026-10-14"]);
    expect(dayOf(before, "2026-10-15")).toBe((dayOf(closed, "2026-10-15")! % 6) + 1);
    expect(dayOf(closed, "2026-10-14")).toBeUndefined();
    // Days before the closure keep their numbers.
    expect(dayOf(closed, "2026-10-13")).toBe(dayOf(before, "2026-10-13"));
  });

  it("starts each term again at Day 1, unless the school carries the cycle on", () => {
    const spring = { start: "2027-01-04", end: "2027-03-25" };
    const twoTerms = rules([], { terms: [autumn, spring] });
    expect(dayOf(twoTerms, "2027-01-04")).toBe(1);
    const carried = rules([], { terms: [autumn, spring], restartEachTerm: false });
    const lastOfAutumn = dayOf(carried, "2026-12-18")!;
    expect(dayOf(carried, "2027-01-04")).toBe((lastOfAutumn % 6) + 1);
  });

  it("knows days outside the terms are not school days", () => {
    expect(isSchoolDay("2026-08-31", rules())).toBe(false);
    expect(isSchoolDay("2026-12-21", rules())).toBe(false);
    expect(isSchoolDay("2026-09-01", rules())).toBe(true);
  });

  it("counts Saturdays only at a school that has them", () => {
    expect(dayOf(rules([], { saturdays: true }), "2026-09-05")).toBe(5);
  });

  it("runs a five-day weekday timetable too", () => {
    const weekdays = rules([], { length: 5 });
    expect(dayOf(weekdays, "2026-09-07")).toBe(5);
    expect(dayOf(weekdays, "2026-09-08")).toBe(1);
  });
});

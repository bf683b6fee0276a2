import { describe, expect, it } from "vitest";
import { addDays } from "../../services/school-days";
import { cycleDays, weekday } from "../cycle-days";
import { HONG_KONG_HOLIDAYS } from "../hong-kong-holidays";
import {
  CYCLE_LENGTH,
  SCHOOL_EVENTS,
  SCHOOL_HOLIDAYS,
  TERMS,
  type SeedEvent,
  type Words,
} from "./school-year";
import { PERIODS, SUBJECTS, TIMETABLES, type SeedLesson } from "./timetables";

const YEAR_START = "2026-09-01";
const YEAR_END = "2027-07-31";
const PUBLIC_HOLIDAYS = new Set(HONG_KONG_HOLIDAYS.map((h) => h.day));
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const label = (e: SeedEvent) => `${e.start} ${e.title.en}`;

function days(start: string, end: string): string[] {
  const out: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) out.push(day);
  return out;
}

function expectWords(words: Words, what: string) {
  for (const text of [words.zhTW, words.zhCN, words.en]) {
    expect(typeof text, what).toBe("string");
    expect(text.trim(), what).not.toBe("");
  }
}

/** The school's days off inside the terms: public holidays and its own holidays. */
const DAYS_OFF = new Set([
  ...PUBLIC_HOLIDAYS,
  ...SCHOOL_HOLIDAYS.flatMap((h) => days(h.start, h.end)),
]);

describe("the demo school's 2026–27 year", () => {
  it("has two terms in order, not overlapping, inside the year", () => {
    expect(TERMS).toHaveLength(2);
    for (const term of TERMS) {
      expect(term.start, term.name.en).toMatch(DAY);
      expect(term.end, term.name.en).toMatch(DAY);
      expect(term.start <= term.end, term.name.en).toBe(true);
      expect(term.start >= YEAR_START && term.end <= YEAR_END, term.name.en).toBe(true);
      expectWords(term.name, term.name.en);
    }
    expect(TERMS[0]!.start).toBe("2026-09-01");
    for (let i = 1; i < TERMS.length; i++) expect(TERMS[i - 1]!.end < TERMS[i]!.start).toBe(true);
    expect(CYCLE_LENGTH).toBe(6);
  });

  it("has school holidays in order, inside the school year, none a public holiday's twin", () => {
    let previousEnd = "";
    for (const h of SCHOOL_HOLIDAYS) {
      expect(h.kind).toBe("holiday");
      expect(h.start, h.title.en).toMatch(DAY);
      expect(h.end, h.title.en).toMatch(DAY);
      expect(h.start <= h.end, h.title.en).toBe(true);
      expect(h.start > previousEnd, h.title.en).toBe(true);
      expect(h.start >= YEAR_START && h.end <= "2027-08-31", h.title.en).toBe(true);
      // A one-day school holiday on a public holiday would only repeat it.
      if (h.start === h.end) expect(PUBLIC_HOLIDAYS.has(h.start), h.title.en).toBe(false);
      expectWords(h.title, h.title.en);
      previousEnd = h.end;
    }
    const titles = SCHOOL_HOLIDAYS.map((h) => h.title.en);
    for (const name of ["Christmas", "Lunar New Year", "Easter", "Summer"])
      expect(
        titles.some((t) => t.includes(name)),
        name,
      ).toBe(true);
  });

  it("has 55–70 events and exams, in date order, inside the year", () => {
    expect(SCHOOL_EVENTS.length).toBeGreaterThanOrEqual(55);
    expect(SCHOOL_EVENTS.length).toBeLessThanOrEqual(70);
    expect(SCHOOL_EVENTS.filter((e) => e.kind === "exam").length).toBeGreaterThanOrEqual(8);
    const starts = SCHOOL_EVENTS.map((e) => e.start);
    expect(starts).toEqual([...starts].sort());
    for (const e of SCHOOL_EVENTS) {
      expect(e.start, label(e)).toMatch(DAY);
      expect(e.end, label(e)).toMatch(DAY);
      expect(e.start <= e.end, label(e)).toBe(true);
      expect(e.start >= YEAR_START && e.end <= YEAR_END, label(e)).toBe(true);
    }
  });

  it("never starts an event or exam on a Sunday or a public holiday, nor runs over one", () => {
    for (const e of SCHOOL_EVENTS) {
      expect(weekday(e.start), label(e)).not.toBe(0);
      for (const day of days(e.start, e.end))
        expect(PUBLIC_HOLIDAYS.has(day), `${label(e)} on ${day}`).toBe(false);
    }
  });

  it("holds events in term time, off the school holidays; only the Pre-S1 test is later", () => {
    const inTerm = (day: string) => TERMS.some((t) => t.start <= day && day <= t.end);
    const outside = SCHOOL_EVENTS.filter((e) => !inTerm(e.start) || !inTerm(e.end));
    expect(outside.map((e) => e.title.en)).toEqual(["Pre-S1 Hong Kong Attainment Test"]);
    for (const e of SCHOOL_EVENTS.filter((e) => inTerm(e.start)))
      for (const day of days(e.start, e.end))
        if (weekday(day) !== 0 && weekday(day) !== 6)
          expect(DAYS_OFF.has(day), `${label(e)} on ${day}`).toBe(false);
  });

  it("says every title, description and place in three languages, briefly", () => {
    for (const e of SCHOOL_EVENTS) {
      expectWords(e.title, label(e));
      expectWords(e.description, label(e));
      if (e.place !== null) expectWords(e.place, label(e));
      for (const text of Object.values(e.title)) expect(text.length, text).toBeLessThanOrEqual(60);
      for (const text of Object.values(e.description))
        expect(text.length, text).toBeLessThanOrEqual(300);
    }
  });

  it("gives timed events a start before their end, and exams whole days", () => {
    for (const e of SCHOOL_EVENTS) {
      if (e.kind === "exam") expect(e.time, label(e)).toBeNull();
      if (e.time === null) continue;
      expect(e.time.start, label(e)).toMatch(TIME);
      expect(e.time.end, label(e)).toMatch(TIME);
      expect(e.time.start < e.time.end, label(e)).toBe(true);
      // A time is a time each day: keep timed events to one day.
      expect(e.start, label(e)).toBe(e.end);
    }
    expect(SCHOOL_EVENTS.filter((e) => e.time !== null).length).toBeGreaterThanOrEqual(20);
  });

  it("addresses grades 1–6 and real classes of those grades", () => {
    for (const e of SCHOOL_EVENTS) {
      for (const grade of e.grades) expect([1, 2, 3, 4, 5, 6], label(e)).toContain(grade);
      for (const c of e.classes) {
        expect(c, label(e)).toMatch(/^[1-6][A-E]$/);
        if (e.grades.length > 0) expect(e.grades, label(e)).toContain(Number(c[0]));
      }
    }
  });

  it("is busy around the demo's late November: grade 1, grade 4, 4A, 1B and 6C all have something", () => {
    const around = SCHOOL_EVENTS.filter((e) => e.start >= "2026-11-16" && e.start <= "2026-12-18");
    expect(around.length).toBeGreaterThanOrEqual(6);
    expect(around.some((e) => e.time !== null)).toBe(true);
    for (const grade of [1, 4])
      expect(
        around.some((e) => e.grades.includes(grade)),
        `P${grade}`,
      ).toBe(true);
    for (const c of ["4A", "1B", "6C"])
      expect(
        around.some((e) => e.classes.includes(c)),
        c,
      ).toBe(true);
  });

  it("spreads events over every month from September to July", () => {
    const months = new Set(SCHOOL_EVENTS.map((e) => e.start.slice(0, 7)));
    for (const month of days("2026-09-01", "2027-07-31").filter((d) => d.endsWith("-01")))
      expect(months.has(month.slice(0, 7)), month).toBe(true);
  });
});

describe("the demo timetables", () => {
  const all = Object.entries(TIMETABLES).flatMap(([className, lessons]) =>
    lessons.map((lesson) => ({ className, ...lesson })),
  );

  it("has eight periods in order, with recess and lunch between some", () => {
    expect(PERIODS.map((p) => p.period)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const [i, p] of PERIODS.entries()) {
      expect(p.start).toMatch(TIME);
      expect(p.end).toMatch(TIME);
      expect(p.start < p.end).toBe(true);
      if (i > 0) expect(PERIODS[i - 1]!.end <= p.start).toBe(true);
    }
    const gaps = PERIODS.slice(1).filter((p, i) => PERIODS[i]!.end < p.start);
    expect(gaps.length).toBeGreaterThanOrEqual(2);
  });

  it("covers the demo children's classes and a few more", () => {
    for (const c of ["4A", "1B", "6C", "5B", "3A", "2C", "4B"])
      expect(TIMETABLES).toHaveProperty(c);
  });

  it("gives each class exactly one lesson per cycle day and period", () => {
    for (const [className, lessons] of Object.entries(TIMETABLES)) {
      expect(lessons, className).toHaveLength(CYCLE_LENGTH * PERIODS.length);
      const slots = new Set(lessons.map((l) => `${l.cycleDay}/${l.period}`));
      expect(slots.size, className).toBe(CYCLE_LENGTH * PERIODS.length);
      for (const l of lessons) {
        expect(l.cycleDay, className).toBeGreaterThanOrEqual(1);
        expect(l.cycleDay, className).toBeLessThanOrEqual(CYCLE_LENGTH);
        expect(l.period, className).toBeGreaterThanOrEqual(1);
        expect(l.period, className).toBeLessThanOrEqual(PERIODS.length);
        expect(SUBJECTS, className).toHaveProperty(l.subject);
        expectWords(l.teacher.name, className);
        expectWords(l.room, className);
      }
    }
  });

  it("keeps a Hong Kong primary school's weekly load", () => {
    const load = (lessons: SeedLesson[], subject: string) =>
      lessons.filter((l) => l.subject === subject).length;
    for (const [className, lessons] of Object.entries(TIMETABLES)) {
      expect(load(lessons, "chinese"), className).toBeGreaterThanOrEqual(8);
      expect(load(lessons, "english"), className).toBeGreaterThanOrEqual(8);
      expect(load(lessons, "maths"), className).toBeGreaterThanOrEqual(7);
      expect(load(lessons, "maths"), className).toBeLessThanOrEqual(8);
      expect(load(lessons, "general_studies"), className).toBeGreaterThanOrEqual(4);
      expect(load(lessons, "pe"), className).toBeGreaterThanOrEqual(2);
      expect(load(lessons, "class_teacher"), className).toBeGreaterThanOrEqual(1);
    }
  });

  it("never books a teacher or a special room twice at once", () => {
    const teachers = new Map<string, string>();
    const rooms = new Map<string, string>();
    for (const l of all) {
      const slot = `${l.cycleDay}/${l.period}`;
      const who = `${l.teacher.name.en} ${slot}`;
      expect(teachers.get(who), `${who}: ${l.className} and ${teachers.get(who)}`).toBeUndefined();
      teachers.set(who, l.className);
      if (!l.room.en.startsWith("Room ")) {
        const where = `${l.room.en} ${slot}`;
        expect(rooms.get(where), `${where}: ${l.className}`).toBeUndefined();
        rooms.set(where, l.className);
      }
    }
  });

  it("gives a teacher one name: a login always goes with the same name", () => {
    const names = new Map<string, string>();
    for (const l of all) {
      const key = l.teacher.login ?? l.teacher.name.en;
      const name = JSON.stringify(l.teacher.name);
      expect(names.get(key) ?? name, key).toBe(name);
      names.set(key, name);
    }
  });

  it("gives t.wong English in 4A and 1B and 4A's class-teacher periods: 12–24 lessons", () => {
    const hers = all.filter((l) => l.teacher.login === "t.wong");
    expect(hers.length).toBeGreaterThanOrEqual(12);
    expect(hers.length).toBeLessThanOrEqual(24);
    expect(new Set(hers.map((l) => `${l.className} ${l.subject}`))).toEqual(
      new Set(["4A english", "1B english", "4A class_teacher"]),
    );
  });

  it("puts 4A's open English lesson where 4A has English with t.wong", () => {
    const open = SCHOOL_EVENTS.find(
      (e) => e.classes.includes("4A") && e.title.en.includes("English"),
    );
    expect(open?.time).toBeTruthy();
    const cycle = cycleDays({ length: CYCLE_LENGTH, terms: TERMS, daysOff: DAYS_OFF });
    const cycleDay = cycle.get(open!.start);
    const period = PERIODS.find((p) => p.start === open!.time!.start && p.end === open!.time!.end);
    const lesson = TIMETABLES["4A"]!.find(
      (l) => l.cycleDay === cycleDay && l.period === period?.period,
    );
    expect(lesson?.subject).toBe("english");
    expect(lesson?.teacher.login).toBe("t.wong");
  });
});

import type { CalendarItem } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { monthOf as monthAnswer, SIU_MING, SIU_YAN } from "../testing/calendar-fixtures";
import { agendaFor, byTime, cycleDayOf, groupByDay, lessonsOn, monthMarks } from "./agenda";

const item = (over: Partial<CalendarItem>): CalendarItem => ({
  key: "event:1",
  kind: "event",
  person_ids: [SIU_MING],
  start_day: "2026-11-24",
  end_day: "2026-11-24",
  start_time: null,
  end_time: null,
  title: "x",
  place: null,
  day_off: false,
  lesson: null,
  ...over,
});

describe("agendaFor", () => {
  const november = monthAnswer("2026-11", [SIU_MING, SIU_YAN]);

  it("lists a school day's lessons by its cycle day, for each child, with the day's items, in time order", () => {
    const day = agendaFor(november, "2026-11-24");
    expect(day.cycleDay).toBe(3);
    const lessons = day.entries.filter((e) => e.kind === "lesson");
    // Eight periods for each of two classes.
    expect(lessons).toHaveLength(16);
    expect(new Set(lessons.map((l) => l.lesson?.class_name))).toEqual(new Set(["4A", "1B"]));
    expect(lessons[0]).toMatchObject({
      key: expect.stringMatching(/^lesson:\d+:2026-11-24$/),
      start_time: "08:30",
    });
    // The due date is all day: first. The parents' evening is last.
    expect(day.entries[0]).toMatchObject({ kind: "library" });
    expect(day.entries.at(-1)).toMatchObject({ start_time: "18:00" });
    const times = day.entries.map((e) => e.start_time ?? "");
    expect(times).toEqual([...times].sort());
  });

  it("has no lessons on a day off, and names it", () => {
    const day = agendaFor(november, "2026-11-13");
    expect(day.cycleDay).toBeNull();
    expect(day.daysOff.map((d) => d.title)).toEqual(["教師發展日"]);
    expect(day.entries.filter((e) => e.kind === "lesson")).toEqual([]);
  });

  it("has nothing on a Sunday without events", () => {
    expect(agendaFor(november, "2026-11-22").entries).toEqual([]);
  });
});

describe("lessonsOn", () => {
  it("lists a lesson two children share once, for both", () => {
    const lesson = {
      id: 9,
      period: 1,
      start_time: "08:30",
      end_time: "09:05",
      subject: "中文",
      teacher: "黃老師",
      room: "4A 課室",
      class_name: "4A",
    };
    const tables = [
      { person_id: 2, cycle_day: 1, lessons: [lesson] },
      { person_id: 5, cycle_day: 1, lessons: [lesson] },
      { person_id: 2, cycle_day: 2, lessons: [{ ...lesson, id: 10 }] },
    ];
    expect(lessonsOn(tables, "2026-11-03", 1)).toEqual([
      expect.objectContaining({
        key: "lesson:9:2026-11-03",
        person_ids: [2, 5],
        lesson: expect.objectContaining({ cycle_day: 1, period: 1 }),
      }),
    ]);
  });
});

describe("byTime", () => {
  it("puts all-day items first, then by time, then by period", () => {
    const sorted = [
      item({ key: "b", start_time: "09:00" }),
      item({ key: "a", start_time: null }),
      item({ key: "c", start_time: "08:30" }),
    ].sort(byTime);
    expect(sorted.map((i) => i.key)).toEqual(["a", "c", "b"]);
  });
});

describe("monthMarks", () => {
  it("marks each day of a multi-day item, days off apart", () => {
    const marks = monthMarks([
      item({ key: "exam", start_day: "2026-11-26", end_day: "2026-11-27" }),
      item({ key: "off", start_day: "2026-11-13", end_day: "2026-11-13", day_off: true }),
    ]);
    expect(marks.get("2026-11-27")?.items.map((i) => i.key)).toEqual(["exam"]);
    expect(marks.get("2026-11-13")?.daysOff.map((i) => i.key)).toEqual(["off"]);
    expect(marks.get("2026-11-13")?.items).toEqual([]);
    expect(marks.has("2026-11-28")).toBe(false);
  });
});

describe("groupByDay", () => {
  it("puts items under their day, and one that began before the list's first day under that day", () => {
    const groups = groupByDay(
      [
        item({ key: "holiday", start_day: "2026-12-21", end_day: "2027-01-01" }),
        item({ key: "xmas", start_day: "2026-12-25" }),
        item({ key: "party", start_day: "2026-12-25", start_time: "10:00" }),
      ],
      "2026-12-24",
    );
    expect(groups.map((g) => [g.day, g.items.map((i) => i.key)])).toEqual([
      ["2026-12-24", ["holiday"]],
      ["2026-12-25", ["xmas", "party"]],
    ]);
  });

  it("tells a day's cycle day when one of its lessons says it", () => {
    expect(
      cycleDayOf([
        item({}),
        item({
          kind: "lesson",
          lesson: { cycle_day: 4, period: 1, teacher: "", class_name: "4A" },
        }),
      ]),
    ).toBe(4);
    expect(cycleDayOf([item({})])).toBeNull();
  });
});

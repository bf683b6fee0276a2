import type { CalendarItem, CalendarLesson, CalendarMonth } from "@campus/contract";
import { addDays, spans } from "../dates/calendar-dates";

/*
 * What a day holds, worked out from one month's answer: its cycle day, its days off, and its
 * lessons (the timetable of its cycle day, per person) and items in time order. Lessons are
 * not in the month's items (a month of them is hundreds): they come from the timetables here,
 * keyed as the server keys them, so the detail page finds each.
 */

export type MonthAnswer = Pick<CalendarMonth, "days" | "items" | "timetables" | "people" | "kinds">;

/** All-day items first (a holiday, a due date), then by start time, then by title. */
export function byTime(a: CalendarItem, b: CalendarItem): number {
  return (
    (a.start_time ?? "").localeCompare(b.start_time ?? "") ||
    (a.lesson?.period ?? 0) - (b.lesson?.period ?? 0) ||
    a.title.localeCompare(b.title) ||
    a.key.localeCompare(b.key)
  );
}

/** A lesson of a timetable on a day, as the itinerary and the detail page name it. */
export function lessonItem(
  lesson: CalendarLesson,
  day: string,
  cycleDay: number,
  personIds: number[],
): CalendarItem {
  return {
    key: `lesson:${lesson.id}:${day}`,
    kind: "lesson",
    person_ids: personIds,
    start_day: day,
    end_day: day,
    start_time: lesson.start_time,
    end_time: lesson.end_time,
    title: lesson.subject,
    place: lesson.room || null,
    day_off: false,
    lesson: {
      cycle_day: cycleDay,
      period: lesson.period,
      teacher: lesson.teacher,
      class_name: lesson.class_name,
    },
  };
}

/**
 * The lessons of a cycle day for everyone shown: two children in one class share a lesson,
 * which is then one entry for both.
 */
export function lessonsOn(
  timetables: MonthAnswer["timetables"],
  day: string,
  cycleDay: number,
): CalendarItem[] {
  const byLesson = new Map<number, { lesson: CalendarLesson; people: number[] }>();
  for (const table of timetables) {
    if (table.cycle_day !== cycleDay) continue;
    for (const lesson of table.lessons) {
      const entry = byLesson.get(lesson.id) ?? { lesson, people: [] };
      if (!entry.people.includes(table.person_id)) entry.people.push(table.person_id);
      byLesson.set(lesson.id, entry);
    }
  }
  return [...byLesson.values()].map(({ lesson, people }) =>
    lessonItem(lesson, day, cycleDay, people),
  );
}

/** The month's items on a day (a multi-day item on each of its days). */
export const itemsOn = (items: readonly CalendarItem[], day: string) =>
  items.filter((item) => spans(item.start_day, item.end_day, day));

export interface DayAgenda {
  day: string;
  /** The timetable's day 1–6; null without school. */
  cycleDay: number | null;
  /** Holidays and closures that day: their names say why there is no school. */
  daysOff: CalendarItem[];
  /** Lessons and items, time-ordered; days off included (first, as all-day items). */
  entries: CalendarItem[];
}

/** One day's agenda from its month's answer. */
export function agendaFor(month: MonthAnswer, day: string): DayAgenda {
  const cycleDay = month.days.find((d) => d.day === day)?.cycle_day ?? null;
  const items = itemsOn(month.items, day);
  const daysOff = items.filter((item) => item.day_off);
  const lessons = cycleDay === null ? [] : lessonsOn(month.timetables, day, cycleDay);
  return { day, cycleDay, daysOff, entries: [...items, ...lessons].sort(byTime) };
}

/** What the grid marks on each day: the items that touch it, days off apart. */
export function monthMarks(items: readonly CalendarItem[]) {
  const marks = new Map<string, { daysOff: CalendarItem[]; items: CalendarItem[] }>();
  for (const item of items) {
    for (let day = item.start_day; day <= item.end_day; day = addDays(day, 1)) {
      const mark = marks.get(day) ?? { daysOff: [], items: [] };
      (item.day_off ? mark.daysOff : mark.items).push(item);
      marks.set(day, mark);
    }
  }
  return marks;
}

/** The day an item is listed under in a list starting at `from`: its first day, or `from`. */
export const listedOn = (item: CalendarItem, from: string) =>
  item.start_day < from ? from : item.start_day;

/**
 * A list's items under a heading per day, in the server's order (which is by day, then time):
 * an item that began before the list's first day is listed on that day.
 */
export function groupByDay(
  items: readonly CalendarItem[],
  from: string,
): { day: string; items: CalendarItem[] }[] {
  const groups: { day: string; items: CalendarItem[] }[] = [];
  for (const item of items) {
    const day = listedOn(item, from);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** The cycle day of a day in a list, when one of its lessons tells it. */
export const cycleDayOf = (items: readonly CalendarItem[]) =>
  items.find((item) => item.lesson)?.lesson?.cycle_day ?? null;

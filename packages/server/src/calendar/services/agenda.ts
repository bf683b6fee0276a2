import type {
  CalendarItem,
  CalendarKind,
  CalendarLesson,
  CalendarPerson as PersonAnswer,
  Locale,
} from "@campus/contract";
import type { ServiceContext } from "../../services/context";
import { simplified } from "../../services/simplified";
import type { CalendarSource } from "../../server-feature";
import type { CalendarPerson, Viewer } from "../callers";
import { type schoolEvents, type timetableLessons } from "../schema";
import { schoolYear, type SchoolYear } from "./school-year";

/*
 * The personal calendar's items, whatever screen asks: school events that concern the viewer's
 * people, each person's lessons on school days, and the items of other features' sources.
 */

export type EventRow = typeof schoolEvents.$inferSelect;
export type LessonRow = typeof timetableLessons.$inferSelect;

/** A text in the reader's language; a zh-CN reader's is the Chinese converted where none was written. */
export const pick = (locale: Locale, zh: string, cn: string, en: string) =>
  locale === "en-US" ? en : locale === "zh-CN" ? cn || simplified(zh) : zh;

export const nameOf = (person: { nameZh: string; nameEn: string }, locale: Locale) =>
  locale === "en-US" ? person.nameEn : person.nameZh;

export const personAnswer = (person: CalendarPerson, locale: Locale): PersonAnswer => ({
  id: person.id,
  name: nameOf(person, locale),
  class_name: person.className,
  role: person.role,
});

const gradeOf = (className: string | null) =>
  className === null ? null : Number.parseInt(className, 10) || null;

/** Whether a school event is for a person: the whole school, their grade or their class. */
export function concerns(event: Pick<EventRow, "grades" | "classes">, person: CalendarPerson) {
  if (person.role === "teacher") return true;
  if (event.grades.length === 0 && event.classes.length === 0) return true;
  const grade = gradeOf(person.className);
  return (
    (grade !== null && event.grades.includes(grade)) ||
    (person.className !== null && event.classes.includes(person.className))
  );
}

/** The school events of the viewer's school that overlap the days and concern someone shown. */
export function eventsBetween(
  year: SchoolYear,
  viewer: Viewer,
  from: string,
  to: string,
): EventRow[] {
  return year.events.filter(
    (event) =>
      event.startDay <= to &&
      event.endDay >= from &&
      viewer.people.some((person) => concerns(event, person)),
  );
}

const EVENT_KIND: Record<EventRow["kind"], CalendarKind> = {
  event: "event",
  exam: "exam",
  holiday: "holiday",
  closure: "holiday",
};

export function eventItem(event: EventRow, viewer: Viewer, locale: Locale): CalendarItem {
  return {
    key: `event:${event.id}`,
    kind: EVENT_KIND[event.kind],
    person_ids: viewer.people.filter((p) => concerns(event, p)).map((p) => p.id),
    start_day: event.startDay,
    end_day: event.endDay,
    start_time: event.startTime,
    end_time: event.endTime,
    title: pick(locale, event.titleZh, event.titleCn, event.titleEn),
    place: pick(locale, event.placeZh, event.placeCn, event.placeEn) || null,
    day_off: event.kind === "holiday" || event.kind === "closure",
    lesson: null,
  };
}

/** Each shown person's lessons: a student's class timetable, a teacher's own periods. */
export function lessonsOf(year: SchoolYear, viewer: Viewer): Map<number, readonly LessonRow[]> {
  return new Map(
    viewer.people.map((person) => [
      person.id,
      (person.role === "teacher"
        ? year.lessonsOfTeacher.get(person.id)
        : year.lessonsOfClass.get(person.className ?? "")) ?? [],
    ]),
  );
}

/** A lesson's room in the reader's language (one name for all where the school gave one). */
const roomOf = (row: LessonRow, locale: Locale) =>
  pick(locale, row.roomZh || row.room, row.roomCn || row.roomZh || row.room, row.room);

export const lessonAnswer = (row: LessonRow, locale: Locale): CalendarLesson => ({
  id: row.id,
  period: row.period,
  start_time: row.startTime,
  end_time: row.endTime,
  subject: pick(locale, row.subjectZh, row.subjectCn, row.subjectEn),
  teacher: locale === "en-US" ? row.teacherEn : row.teacherZh,
  room: roomOf(row, locale),
  class_name: row.className,
});

export function lessonItem(
  row: LessonRow,
  day: string,
  cycleDay: number,
  personIds: number[],
  locale: Locale,
): CalendarItem {
  const lesson = lessonAnswer(row, locale);
  return {
    key: `lesson:${row.id}:${day}`,
    kind: "lesson",
    person_ids: personIds,
    start_day: day,
    end_day: day,
    start_time: row.startTime,
    end_time: row.endTime,
    title: lesson.subject,
    place: roomOf(row, locale),
    day_off: false,
    lesson: {
      cycle_day: cycleDay,
      period: row.period,
      teacher: lesson.teacher,
      class_name: row.className,
    },
  };
}

/** The lessons of the shown people on the school days between two days, one item per lesson. */
export function lessonItems(
  year: SchoolYear,
  lessons: ReadonlyMap<number, readonly LessonRow[]>,
  from: string,
  to: string,
  locale: Locale,
): CalendarItem[] {
  const items: CalendarItem[] = [];
  for (const [day, cycleDay] of year.cycle) {
    if (day < from || day > to) continue;
    // Two children in one class share a lesson: one item for both.
    const byRow = new Map<number, { row: LessonRow; people: number[] }>();
    for (const [personId, rows] of lessons)
      for (const row of rows)
        if (row.cycleDay === cycleDay) {
          const entry = byRow.get(row.id) ?? { row, people: [] };
          entry.people.push(personId);
          byRow.set(row.id, entry);
        }
    for (const { row, people } of byRow.values())
      items.push(lessonItem(row, day, cycleDay, people, locale));
  }
  return items;
}

/** What other features add (library due dates…), for the viewer's people. */
export async function sourceItems(
  ctx: ServiceContext,
  sources: readonly CalendarSource[],
  viewer: Viewer,
  from: string,
  to: string,
): Promise<(CalendarItem & { description: string | null; link: string | null })[]> {
  const shown = new Set(viewer.people.map((p) => p.id));
  const lists = await Promise.all(
    sources.map(async (source) =>
      (await source.items(ctx, { people: viewer.people, from, to }))
        .filter((item) => shown.has(item.personId))
        .map((item) => {
          if (!source.kinds.some((kind) => kind.id === item.kind))
            throw new Error(`calendar: "${source.id}" gave an item of an undeclared kind`);
          return item;
        })
        .map((item) => ({
          key: `${source.id}:${item.day}:${item.id}`,
          kind: item.kind,
          person_ids: [item.personId],
          start_day: item.day,
          end_day: item.endDay ?? item.day,
          start_time: item.startTime,
          end_time: item.endTime,
          title: item.title,
          place: item.place,
          day_off: false,
          lesson: null,
          description: item.description,
          link: item.link,
        })),
    ),
  );
  return lists.flat();
}

/** Date, then all-day before timed, then time, then title: the order of every list. */
export function byTime(a: CalendarItem, b: CalendarItem): number {
  return (
    a.start_day.localeCompare(b.start_day) ||
    (a.start_time ?? "").localeCompare(b.start_time ?? "") ||
    a.title.localeCompare(b.title) ||
    a.key.localeCompare(b.key)
  );
}

export { schoolYear };

import { endpoints, type CalendarItem, type Locale, type SchoolEvent } from "@campus/contract";
import { answer, page, refusal } from "@campus/ui/testing";
import { addDays } from "../dates/calendar-dates";
import {
  calendarKinds,
  detailOf,
  listedKinds,
  icsOf,
  itemsBetween,
  lessonItemsBetween,
  monthOf,
  MS_WONG,
  person,
  schoolEvents,
  SIU_MING,
  SIU_YAN,
  TODAY,
  ZONE,
  fileFixture,
  SPORTS_DAY_FILES,
} from "./calendar-fixtures";

export interface CalendarAnswerOptions {
  locale?: Locale;
  /** Who is signed in: a parent of 陳小明 (current) and 陳小欣, 陳小明 himself, or Ms Wong. */
  viewer?: "parent" | "student" | "teacher";
  /** The feed's path before any renewal; null: none made yet. */
  feed?: string | null;
  today?: string;
}

/** Whom the server shows for `who` (a parent's current child is 陳小明). */
function peopleFor(viewer: CalendarAnswerOptions["viewer"], who: string | undefined) {
  if (viewer === "teacher") return [MS_WONG];
  if (viewer === "student") return [SIU_MING];
  return who === "all" ? [SIU_MING, SIU_YAN] : [SIU_MING];
}

const listed = (item: CalendarItem, from: string) =>
  item.start_day < from ? { ...item, start_day: from, start_time: null } : item;

/**
 * The personal calendar's endpoints answered from the fixtures, as the server would: a month,
 * the itinerary from a day (kinds and paging honoured), one item, its .ics, the feed (which a
 * renewal changes).
 */
export function calendarAnswers({
  locale = "zh-TW",
  viewer = "parent",
  feed = "/api/calendar/feed/Xq3v9RrTn2wYpL5k.ics",
  today = TODAY,
}: CalendarAnswerOptions = {}) {
  let path = feed;
  let renewals = 0;
  return [
    answer(endpoints.calendarMonth, (sent) =>
      monthOf(sent.month, peopleFor(viewer, sent.who), locale, today),
    ),
    answer(endpoints.calendarItems, (sent) => {
      const people = peopleFor(viewer, sent.who);
      const from = sent.from ?? today;
      const to = addDays(from, 119);
      const kinds = listedKinds(sent.kinds);
      const lessons = kinds.includes("lesson");
      // An item that began before the first day is listed on it (as the server lists it).
      const all = [
        ...itemsBetween(people, from, to, locale),
        ...(lessons ? lessonItemsBetween(people, from, to, locale) : []),
      ]
        .filter((item) => kinds.includes(item.kind))
        .sort((a, b) => {
          const x = listed(a, from);
          const y = listed(b, from);
          return (
            x.start_day.localeCompare(y.start_day) ||
            (x.start_time ?? "").localeCompare(y.start_time ?? "") ||
            x.title.localeCompare(y.title) ||
            x.key.localeCompare(y.key)
          );
        });
      return {
        ...page(all, sent.pageNum, sent.pageSize),
        time_zone: ZONE,
        today,
        from,
        people: people.map((id) => person(id, locale)),
        kinds: calendarKinds(locale),
      };
    }),
    answer(endpoints.calendarItem, (sent) => {
      const people = peopleFor(viewer, "all");
      const found = detailOf(sent.key, people, locale);
      if (!found) return refusal(404, "找不到所需的資料");
      return {
        ...found,
        time_zone: ZONE,
        people: people.map((id) => person(id, locale)),
        kinds: calendarKinds(locale),
      };
    }),
    answer(endpoints.calendarItemIcs, (sent) => icsOf(sent.key)),
    answer(endpoints.calendarFeed, () => ({
      path,
      people: peopleFor(viewer, "all").map((id) => person(id, locale)),
    })),
    answer(endpoints.calendarFeedRenew, () => {
      renewals += 1;
      path = `/api/calendar/feed/New${renewals}Secret8aZ.ics`;
      return { path, people: peopleFor(viewer, "all").map((id) => person(id, locale)) };
    }),
  ];
}

/** The school office's list, answered from the fixtures and remembering what a story changes. */
export function officeAnswers() {
  let events: SchoolEvent[] = schoolEvents();
  let nextId = 200;
  // Files uploaded in the story, by id (as the server keeps them until an event names them).
  const uploaded = new Map(SPORTS_DAY_FILES.map((f) => [f.id, f]));
  let nextFile = 300;
  return [
    answer(endpoints.calendarSchoolEvents, (sent) => page(events, sent.pageNum, sent.pageSize)),
    answer(endpoints.calendarSaveSchoolEvent, (sent) => {
      const { id, ...fields } = sent;
      const saved: SchoolEvent = {
        id: id ?? nextId++,
        ...fields,
        title_cn: fields.title_cn ?? "",
        description_zh: fields.description_zh ?? "",
        description_cn: fields.description_cn ?? "",
        description_en: fields.description_en ?? "",
        place_zh: fields.place_zh ?? "",
        place_cn: fields.place_cn ?? "",
        place_en: fields.place_en ?? "",
        start_time: fields.start_time ?? null,
        end_time: fields.end_time ?? null,
        grades: fields.grades ?? [],
        classes: fields.classes ?? [],
        attachments: (fields.attachments ?? []).flatMap((fileId) => uploaded.get(fileId) ?? []),
        updated_at: "2026-11-24T02:00:00.000Z",
      };
      events = id
        ? events.map((e) => (e.id === id ? saved : e))
        : [...events, saved].sort((a, b) => a.start_day.localeCompare(b.start_day));
      return saved;
    }),
    answer(endpoints.calendarUploadAttachment, (sent) => {
      const type = sent.file.name.endsWith(".pdf") ? "application/pdf" : "image/png";
      const stored = fileFixture(nextFile++, sent.file.name, type, sent.file.size);
      uploaded.set(stored.id, stored);
      return stored;
    }),
    answer(endpoints.calendarDeleteSchoolEvent, (sent) => {
      events = events.filter((e) => e.id !== sent.id);
      return { id: sent.id };
    }),
  ];
}

/*
 * The calendar feature's plain values (no zod): what a client's first screen may import without
 * downloading the schemas.
 */

/**
 * What an item of a personal calendar is, for its colour, its name and the list's filter: one
 * of the calendar's own kinds (`holiday` covers public and school holidays and closures, a
 * typhoon day) or one a feature declares with its calendar source on the server ("library",
 * "eca", "interview"). The calendar knows no feature: every answer that shows items carries the
 * kinds it may show, named in the caller's language (`calendarKindSchema`).
 */
export type CalendarKind = string;

/** A kind's id: lower-case letters and hyphens, as a calendar source's id. */
export const CALENDAR_KIND_PATTERN = /^[a-z][a-z-]{0,29}$/;

/** Asked for as a kind, every kind: lessons too (a day's view). */
export const EVERY_KIND = "*";

/** The most kinds one list may ask for. */
export const CALENDAR_KINDS_MAX = 30;

/**
 * What the school office writes into the school year. A holiday and a closure are days off:
 * the timetable's cycle day does not move on them (a closure is one decided at short notice,
 * such as a typhoon signal No. 8).
 */
export const SCHOOL_EVENT_KINDS = ["event", "exam", "holiday", "closure"] as const;
export type SchoolEventKind = (typeof SCHOOL_EVENT_KINDS)[number];

/** Whose calendar: the current child (or oneself), or every child of a parent together. */
export const CALENDAR_WHO = ["current", "all"] as const;
export type CalendarWho = (typeof CALENDAR_WHO)[number];

/** The longest event title and description the server stores (each language). */
export const CALENDAR_TITLE_MAX = 120;
export const CALENDAR_DESCRIPTION_MAX = 2000;
export const CALENDAR_PLACE_MAX = 120;

/** A school event spans at most this many days (a summer holiday is about 45). */
export const CALENDAR_SPAN_MAX_DAYS = 70; // ten weeks: "validation.spanTooLong" says so

/** The itinerary list reads this many days ahead of its first day at most. */
export const CALENDAR_LIST_DAYS = 120;

/** Where the subscribable feed is served: `${path}/<secret>.ics` on the API's origin. */
export const CALENDAR_FEED_PATH = "/api/calendar/feed";

/**
 * Where a school event's attachment downloads: `<path>/<id>/<key>/<name>`. The random key is the
 * capability; only people who may see the event are told it (packages/server/src/calendar).
 */
export const CALENDAR_ATTACHMENT_PATH = "/api/calendar/attachment";

/** Files one school event may carry. */
export const CALENDAR_ATTACHMENTS_MAX = 5;

/** A month as the calendar names it: "2026-11". */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A day: "2026-11-24". */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A school-time clock time: "08:30". */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether "YYYY-MM-DD" names a day that exists (not 2026-02-30, not 2026-11-31). */
export function isRealDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

import type { useIntl } from "@campus/core";
import { dayMs } from "./calendar-dates";

/*
 * The calendar's days and times in the reader's language, through Intl. A day is formatted at
 * its own midnight UTC with `timeZone: "UTC"`, a time as that clock time on 1 January 1970 UTC:
 * the school's day and clock as they are, never moved into the device's zone.
 */

type IntlShape = ReturnType<typeof useIntl>;
type Dates = Pick<IntlShape, "formatDate" | "formatDateTimeRange" | "locale">;

const UTC = { timeZone: "UTC" } as const;

/** "2026年11月" · "November 2026". */
export const formatMonth = (intl: Dates, month: string) =>
  intl.formatDate(dayMs(`${month}-01`), { ...UTC, year: "numeric", month: "long" });

/** "11月24日星期二" · "Tuesday, November 24": a day in a heading or a label. */
export const formatDayLong = (intl: Dates, day: string) =>
  intl.formatDate(dayMs(day), { ...UTC, month: "long", day: "numeric", weekday: "long" });

/** "2026年11月24日 星期二" · "Tuesday, November 24, 2026": a day on its own (the detail page). */
export const formatDayFull = (intl: Dates, day: string) =>
  intl.formatDate(dayMs(day), {
    ...UTC,
    year: "numeric",
    month: "long",
    day: "numeric",
    weekday: "long",
  });

/**
 * "11月24日星期二" · "Tue, November 24": a day in a list. Chinese writes the weekday one way
 * everywhere (星期二, as the headings do; "週二" beside it read as two products); English
 * shortens it in a list.
 */
export const formatDayShort = (intl: Dates, day: string) =>
  intl.formatDate(dayMs(day), {
    ...UTC,
    month: "long",
    day: "numeric",
    weekday: intl.locale.startsWith("zh") ? "long" : "short",
  });

/** A weekday's name: "narrow" for the grid's head ("日", "S"), "long" for what it reads as. */
export const formatWeekday = (intl: Dates, day: string, width: "narrow" | "short" | "long") =>
  intl.formatDate(dayMs(day), { ...UTC, weekday: width });

const clock = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return Date.UTC(1970, 0, 1, h, m);
};

// A school's timetable reads in 24-hour time ("08:30"), in every language.
const TIME = { ...UTC, hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

/** "08:30". */
export const formatTime = (intl: Dates, time: string) => intl.formatDate(clock(time), TIME);

/** "08:30 – 09:05" as the reader's language writes a range. */
export const formatTimeRange = (intl: Dates, start: string, end: string | null) =>
  end && end !== start
    ? intl.formatDateTimeRange(clock(start), clock(end), TIME)
    : formatTime(intl, start);

/** Zones with a short everyday name in the messages (Intl's own is "香港標準時間"). */
export const ZONE_NAMES = {
  "Asia/Hong_Kong": "calendar.zone.hongKong",
  "Asia/Macau": "calendar.zone.macau",
} as const;

/** A zone's name in the reader's language: a short one we know, else Intl's long name. */
export function zoneName(
  intl: Dates & Pick<IntlShape, "formatMessage">,
  zone: string,
  at: Date = new Date(),
): string {
  const known = ZONE_NAMES[zone as keyof typeof ZONE_NAMES];
  if (known) return intl.formatMessage({ id: known });
  return (
    new Intl.DateTimeFormat(intl.locale, { timeZone: zone, timeZoneName: "long" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? zone
  );
}

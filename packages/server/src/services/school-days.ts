/*
 * School days are calendar days in Hong Kong (UTC+8 all year, no daylight saving), wherever the
 * server runs: a library book due on 2026-09-15 is overdue from 2026-09-16 00:00 Hong Kong time,
 * and a calendar event or an ECA session on a day is on that Hong Kong day.
 */
const HONG_KONG_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

// The day arithmetic client and server share (`@campus/contract`'s days.ts).
export { addDays, schoolDay } from "@campus/contract";

/** A school day as its reader reads it: "2026年9月6日", "September 6, 2026". */
export function formatSchoolDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The last moment of a school day: 23:59:59.999 that day in Hong Kong. */
export function endOfSchoolDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS - HONG_KONG_OFFSET_MS - 1);
}

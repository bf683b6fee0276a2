import { dayMs, dayOfMs, DAY_PATTERN, MONTH_PATTERN } from "@campus/contract";

/*
 * Days and months as the calendar's answers name them ("2026-11-24", "2026-11"): already on the
 * school's calendar, so every sum here is done in UTC and nothing is ever converted to the
 * device's zone (a phone set to London still shows the school's Tuesday as Tuesday).
 */

// Midnight UTC of a day (`dayMs`) is what `Intl` formats with `timeZone: "UTC"` to show that
// very day; the sums themselves are the contract's, shared with the server.
export { addDays, dayMs } from "@campus/contract";

/** A real day ("2026-02-30" is not). */
export function isDay(value: string | null | undefined): value is string {
  return !!value && DAY_PATTERN.test(value) && dayOfMs(dayMs(value)) === value;
}

export function isMonth(value: string | null | undefined): value is string {
  return !!value && MONTH_PATTERN.test(value);
}

export function addMonths(month: string, months: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7);
}

export const monthOf = (day: string) => day.slice(0, 7);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: string) => new Date(dayMs(day)).getUTCDay();

export function daysInMonth(month: string): number {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Every day of a month, in order. */
export function daysOfMonth(month: string): string[] {
  return Array.from(
    { length: daysInMonth(month) },
    (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`,
  );
}

/**
 * A month as the grid shows it: weeks of seven, starting on `weekStart` (0 = Sunday, as Hong
 * Kong's printed school calendars and the Government's holiday calendar are laid out), with
 * null where a week runs into the month before or after.
 */
export function monthGrid(month: string, weekStart = 0): (string | null)[][] {
  const days = daysOfMonth(month);
  const lead = (weekdayOf(days[0]!) - weekStart + 7) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Whether an item from `start` to `end` (inclusive) is on `day`. */
export const spans = (start: string, end: string, day: string) => start <= day && day <= end;

/** The day it is now at the school ("YYYY-MM-DD"), whatever zone the device is in. */
export function todayIn(zone: string, now: Date = new Date()): string {
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(now);
}

/** A zone's offset from UTC at a moment, in minutes (Hong Kong: 480). */
export function offsetMinutes(zone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The zone the device is set to. */
export const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Whether the device's clock reads another time than the school's now: then the calendar says
 * its times are the school's. Zones with the same offset (Macau, Singapore for Hong Kong) read
 * the same clock, so nothing needs saying there.
 */
export function inAnotherZone(schoolZone: string, now: Date = new Date(), device = deviceZone()) {
  return offsetMinutes(schoolZone, now) !== offsetMinutes(device, now);
}

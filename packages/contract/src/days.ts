/*
 * School days as the API names them ("2026-09-15"), counted the same on the server and in
 * every client: each sum is done on midnight UTC of the day, so nothing is converted to the
 * device's or the server's zone. The school's day at a moment is its day at UTC+8 — Hong Kong,
 * Macau, mainland China and Taiwan all keep it all year, no daylight saving (`time-zone.ts`).
 */

const DAY_MS = 86_400_000;
const SCHOOL_OFFSET_MS = 8 * 3_600_000;

/** Midnight UTC of a day (a longer ISO text is read by its first ten characters). */
export function dayMs(day: string): number {
  const [y, m, d] = day.slice(0, 10).split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The day whose midnight UTC is `ms`. */
export const dayOfMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A day `days` after (or before, when negative) another. */
export const addDays = (day: string, days: number) => dayOfMs(dayMs(day) + days * DAY_MS);

/** Whole days from one day to another: negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** The school's day (YYYY-MM-DD) at a moment. */
export const schoolDay = (moment: Date) => dayOfMs(moment.getTime() + SCHOOL_OFFSET_MS);

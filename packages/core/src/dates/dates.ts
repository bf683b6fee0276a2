import type { IntlShape } from "@formatjs/intl";

/** A calendar day ("2026-11-30") in the reader's format; the same day in every time zone. */
export function formatDay(intl: Pick<IntlShape, "formatDate">, day: string | null | undefined) {
  if (!day) return "";
  const [y, m, d] = day.slice(0, 10).split("-").map(Number);
  return intl.formatDate(Date.UTC(y!, m! - 1, d!), { dateStyle: "medium", timeZone: "UTC" });
}

/** A moment ("2026-11-22T08:15:00Z") as a day in the reader's own time zone. */
export function formatMoment(
  intl: Pick<IntlShape, "formatDate">,
  moment: string | null | undefined,
) {
  return moment ? intl.formatDate(moment, { dateStyle: "medium" }) : "";
}

/** Whole days from today (the reader's calendar) to a due day: negative once it is past. */
export function daysUntil(day: string, today = new Date()): number {
  const [y, m, d] = day.slice(0, 10).split("-").map(Number);
  const due = Date.UTC(y!, m! - 1, d!);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((due - now) / 86_400_000);
}

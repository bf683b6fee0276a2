import { daysBetween, schoolDay, SCHOOL_TIME_ZONE } from "@campus/contract";
import type { IntlShape } from "@formatjs/intl";

/** A calendar day ("2026-11-30") in the reader's format; the same day in every time zone. */
export function formatDay(intl: Pick<IntlShape, "formatDate">, day: string | null | undefined) {
  if (!day) return "";
  const [y, m, d] = day.slice(0, 10).split("-").map(Number);
  return intl.formatDate(Date.UTC(y!, m! - 1, d!), { dateStyle: "medium", timeZone: "UTC" });
}

/** A moment ("2026-11-22T08:15:00Z") as the school's day then (the school's time zone). */
export function formatMoment(
  intl: Pick<IntlShape, "formatDate">,
  moment: string | null | undefined,
) {
  return moment ? intl.formatDate(moment, { dateStyle: "medium", timeZone: SCHOOL_TIME_ZONE }) : "";
}

/** A moment with its time ("2026年11月25日 下午3:05"), in the school's time zone: a payment's time. */
export function formatMomentTime(
  intl: Pick<IntlShape, "formatDate">,
  moment: string | null | undefined,
) {
  return moment
    ? intl.formatDate(moment, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: SCHOOL_TIME_ZONE,
      })
    : "";
}

/** A period on one day, weekday and times ("2026年12月5日 星期六 上午9:30–10:15"), in school time. */
export function formatPeriod(
  intl: Pick<IntlShape, "formatDateTimeRange">,
  start: string,
  end: string,
) {
  return intl.formatDateTimeRange(new Date(start), new Date(end), {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: SCHOOL_TIME_ZONE,
  });
}

/** The school's day at a moment, "YYYY-MM-DD" (the contract's, as the server takes it). */
export const schoolDayOf = schoolDay;

/**
 * Whole days from the school's today to a due day: negative once it is past — as the server
 * counts "overdue", whatever time zone the device is in.
 */
export const daysUntil = (day: string, now = new Date()) => daysBetween(schoolDay(now), day);

import { addDays } from "../services/school-days";

/**
 * How a Hong Kong school counts its timetable: a cycle of `length` days (Day 1 … Day 6) over
 * school days only. Weekends, public and school holidays and closures (a typhoon signal No. 8, a
 * black rainstorm) are not school days, so the cycle does not move on them: a Monday holiday
 * makes Tuesday the day Monday would have been. Each term starts again at Day 1, as most schools
 * publish it; a school that carries the cycle over the holidays says so (`restartEachTerm`).
 */
export interface CycleRules {
  /** Days in one cycle: 6 for most schools (Day 1–6), 5 for a weekday timetable. */
  length: number;
  /** The terms, first and last day each (YYYY-MM-DD), in order. */
  terms: readonly { start: string; end: string }[];
  /** Days off inside the terms: public and school holidays, exam-free days, closures. */
  daysOff: ReadonlySet<string>;
  /** School on Saturdays too (rare; some schools have Saturday activity days that count). */
  saturdays?: boolean;
  /** Default true: Day 1 on each term's first school day. */
  restartEachTerm?: boolean;
}

/** The weekday of a day (0 Sunday … 6 Saturday), from its date alone. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Whether a day is a school day under the rules: in a term, not a weekend, not a day off. */
export function isSchoolDay(day: string, rules: CycleRules): boolean {
  const dow = weekday(day);
  if (dow === 0 || (dow === 6 && !rules.saturdays)) return false;
  if (rules.daysOff.has(day)) return false;
  return rules.terms.some((term) => term.start <= day && day <= term.end);
}

/**
 * Every school day of the year with its cycle day (1-based), in date order. A day that is not a
 * school day has none: it is not in the map.
 */
export function cycleDays(rules: CycleRules): Map<string, number> {
  if (rules.length < 1) throw new Error("a cycle has at least one day");
  const days = new Map<string, number>();
  let next = 0;
  for (const term of rules.terms) {
    if (rules.restartEachTerm ?? true) next = 0;
    for (let day = term.start; day <= term.end; day = addDays(day, 1)) {
      if (!isSchoolDay(day, rules)) continue;
      days.set(day, (next % rules.length) + 1);
      next++;
    }
  }
  return days;
}

import { asc, eq } from "drizzle-orm";
import { announceChange, onChange } from "../../db/changes";
import type { Db } from "../../db/database";
import type { ServiceContext } from "../../services/context";
import { cycleDays } from "../cycle-days";
import { calendarSettings, calendarTerms, schoolEvents, timetableLessons } from "../schema";

type EventRow = typeof schoolEvents.$inferSelect;
type LessonRow = typeof timetableLessons.$inferSelect;

/**
 * What the calendar needs of a school on every call: its zone, cycle days, the year's events
 * (a few hundred rows) and its timetables, in date and period order.
 */
export interface SchoolYear {
  timeZone: string;
  /** Every school day with its cycle day (1-based); days without school are absent. */
  cycle: Map<string, number>;
  events: readonly EventRow[];
  lessonsOfClass: ReadonlyMap<string, readonly LessonRow[]>;
  lessonsOfTeacher: ReadonlyMap<number, readonly LessonRow[]>;
}

const DEFAULT_ZONE = "Asia/Hong_Kong";

/*
 * A school's year changes when the office edits an event, a few times a week, and is read on
 * every calendar call: it is kept per school and dropped on each office write, on every
 * instance (`forgetSchoolYear`, db/changes.ts), so a month costs no query of its own beyond who
 * is asking (the month view's p95 went from 318 ms to … at 20 connections: README, Benchmark).
 */
const cache = new WeakMap<Db, Map<number, Promise<SchoolYear>>>();

onChange("calendar.year", (db, schoolId) => {
  if (schoolId === null) cache.delete(db);
  else cache.get(db)?.delete(schoolId);
});

/** The office changed the school's year: every instance reads it again. */
export function forgetSchoolYear(db: Db, schoolId: number) {
  announceChange(db, "calendar.year", schoolId);
}

export function schoolYear(ctx: ServiceContext, schoolId: number): Promise<SchoolYear> {
  let years = cache.get(ctx.db);
  if (!years) cache.set(ctx.db, (years = new Map()));
  let year = years.get(schoolId);
  if (!year) {
    const read = readSchoolYear(ctx, schoolId);
    years.set(schoolId, read);
    read.catch(() => years.delete(schoolId));
    year = read;
  }
  return year;
}

async function readSchoolYear({ db }: ServiceContext, schoolId: number): Promise<SchoolYear> {
  const [settings, terms, events, lessons] = await Promise.all([
    db.select().from(calendarSettings).where(eq(calendarSettings.schoolId, schoolId)),
    db
      .select({ start: calendarTerms.startDay, end: calendarTerms.endDay })
      .from(calendarTerms)
      .where(eq(calendarTerms.schoolId, schoolId))
      .orderBy(asc(calendarTerms.startDay)),
    db
      .select()
      .from(schoolEvents)
      .where(eq(schoolEvents.schoolId, schoolId))
      .orderBy(asc(schoolEvents.startDay), asc(schoolEvents.startTime), asc(schoolEvents.id)),
    db
      .select()
      .from(timetableLessons)
      .where(eq(timetableLessons.schoolId, schoolId))
      .orderBy(asc(timetableLessons.cycleDay), asc(timetableLessons.period)),
  ]);
  const off = new Set<string>();
  for (const { kind, startDay, endDay } of events)
    if (kind === "holiday" || kind === "closure")
      for (const day of daysBetween(startDay, endDay)) off.add(day);
  const rules = settings[0];
  return {
    timeZone: rules?.timeZone ?? DEFAULT_ZONE,
    cycle: cycleDays({
      length: rules?.cycleLength ?? 6,
      restartEachTerm: rules?.restartEachTerm ?? true,
      terms,
      daysOff: off,
    }),
    events,
    lessonsOfClass: groupBy(lessons, (row) => row.className),
    lessonsOfTeacher: groupBy(
      lessons.filter((row) => row.teacherId !== null),
      (row) => row.teacherId!,
    ),
  };
}

function groupBy<K, T>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Every day from `start` to `end`, both included. */
export function* daysBetween(start: string, end: string): Generator<string> {
  for (let t = Date.parse(`${start}T00:00:00Z`); ; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > end) return;
    yield day;
  }
}

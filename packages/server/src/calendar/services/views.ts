import {
  CALENDAR_LIST_DAYS,
  type CalendarItem,
  type CalendarItemDetail,
  type CalendarItemPage,
  type CalendarMonth,
} from "@campus/contract";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { addDays, schoolDay } from "../../services/school-days";
import type { CalendarSource } from "../../server-feature";
import type { Viewer } from "../callers";
import { schoolEvents, timetableLessons } from "../schema";
import {
  byTime,
  concerns,
  eventItem,
  eventsBetween,
  lessonAnswer,
  lessonItem,
  lessonItems,
  lessonsOf,
  personAnswer,
  pick,
  sourceItems,
} from "./agenda";
import { daysBetween, schoolYear } from "./school-year";
import { eventAttachments } from "./attachments";
import { calendarKinds, kindsAnswer, kindsListed } from "./kinds";

/** The last day of a month ("2026-11" → "2026-11-30"). */
const lastDayOf = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** A month of the overview, in one answer: days and cycle days, items, timetables. */
export async function calendarMonth(
  ctx: ServiceContext,
  { viewer, month, sources }: { viewer: Viewer; month: string; sources: readonly CalendarSource[] },
): Promise<CalendarMonth> {
  const from = `${month}-01`;
  const to = lastDayOf(month);
  const [year, extra] = await Promise.all([
    schoolYear(ctx, viewer.schoolId),
    sourceItems(ctx, sources, viewer, from, to),
  ]);
  const events = eventsBetween(year, viewer, from, to);
  const lessons = lessonsOf(year, viewer);
  const timetables: CalendarMonth["timetables"] = [];
  for (const [personId, rows] of lessons) {
    const byCycle = new Map<number, typeof rows>();
    for (const row of rows) byCycle.set(row.cycleDay, [...(byCycle.get(row.cycleDay) ?? []), row]);
    for (const [cycleDay, dayRows] of byCycle)
      timetables.push({
        person_id: personId,
        cycle_day: cycleDay,
        lessons: dayRows.map((row) => lessonAnswer(row, ctx.locale)),
      });
  }
  return {
    month,
    time_zone: year.timeZone,
    today: schoolDay(ctx.now),
    people: viewer.people.map((p) => personAnswer(p, ctx.locale)),
    kinds: kindsAnswer(calendarKinds(sources), ctx.locale),
    days: [...daysBetween(from, to)].map((day) => ({
      day,
      cycle_day: year.cycle.get(day) ?? null,
    })),
    items: [
      ...events.map((event) => eventItem(event, viewer, ctx.locale)),
      ...extra.map(({ description: _d, link: _l, ...item }) => item),
    ].sort(byTime),
    timetables,
  };
}

interface ItemsQuery {
  viewer: Viewer;
  from: string;
  /** The kinds to list (`kindsListed`). */
  kinds: ReadonlySet<string>;
  sources: readonly CalendarSource[];
  days?: number;
}

/** Everything from a day to `CALENDAR_LIST_DAYS` later, in order; a multi-day item once. */
export async function itemsFrom(ctx: ServiceContext, query: ItemsQuery): Promise<CalendarItem[]> {
  return (await describedItemsFrom(ctx, query)).map(
    ({ description: _d, link: _l, ...item }) => item,
  );
}

/**
 * The same, each with its description in the reader's language and where its feature shows it
 * (the subscribed feed's).
 */
export async function describedItemsFrom(
  ctx: ServiceContext,
  { viewer, from, kinds, sources, days = CALENDAR_LIST_DAYS }: ItemsQuery,
): Promise<(CalendarItem & { description: string | null; link: string | null })[]> {
  const to = addDays(from, days - 1);
  const wanted = (kind: string) => kinds.has(kind);
  const [year, extra] = await Promise.all([
    schoolYear(ctx, viewer.schoolId),
    sourceItems(ctx, sources, viewer, from, to),
  ]);
  const events = eventsBetween(year, viewer, from, to);
  const lessons = wanted("lesson") ? lessonsOf(year, viewer) : new Map();
  const { locale } = ctx;
  return [
    ...events.map((event) => ({
      ...eventItem(event, viewer, locale),
      description:
        pick(locale, event.descriptionZh, event.descriptionCn, event.descriptionEn) || null,
      link: null,
    })),
    ...extra,
    ...lessonItems(year, lessons, from, to, locale).map((item) => ({
      ...item,
      description: null,
      link: null,
    })),
  ]
    .filter((item) => wanted(item.kind))
    .sort((a, b) => byTime(listed(a, from), listed(b, from)));
}

/** An item that began before the list's first day is listed on that day. */
const listed = (item: CalendarItem, from: string) =>
  item.start_day < from ? { ...item, start_day: from, start_time: null } : item;

/** The itinerary list: one page of the items from a day on. */
export async function calendarItemsPage(
  ctx: ServiceContext,
  args: {
    viewer: Viewer;
    from?: string;
    /** As asked: `kindsListed` says what is listed. */
    kinds?: readonly string[];
    sources: readonly CalendarSource[];
    pageNum: number;
    pageSize: number;
  },
): Promise<CalendarItemPage> {
  const today = schoolDay(ctx.now);
  const from = args.from ?? today;
  const kinds = calendarKinds(args.sources);
  const [year, all] = await Promise.all([
    schoolYear(ctx, args.viewer.schoolId),
    itemsFrom(ctx, { ...args, from, kinds: kindsListed(kinds, args.kinds) }),
  ]);
  const start = (args.pageNum - 1) * args.pageSize;
  return {
    list: all.slice(start, start + args.pageSize),
    total: all.length,
    pageNum: args.pageNum,
    pageSize: args.pageSize,
    time_zone: year.timeZone,
    today,
    from,
    people: args.viewer.people.map((p) => personAnswer(p, ctx.locale)),
    kinds: kindsAnswer(kinds, ctx.locale),
  };
}

/** One item by its key, if the viewer may see it; else "not found" (never "not yours"). */
export async function calendarItemDetail(
  ctx: ServiceContext,
  { viewer, key, sources }: { viewer: Viewer; key: string; sources: readonly CalendarSource[] },
): Promise<CalendarItemDetail> {
  const [kind, a, b] = key.split(":");
  const year = await schoolYear(ctx, viewer.schoolId);
  const base = {
    time_zone: year.timeZone,
    people: viewer.people.map((p) => personAnswer(p, ctx.locale)),
    kinds: kindsAnswer(calendarKinds(sources), ctx.locale),
  };
  if (kind === "event") {
    const [event] = await ctx.db
      .select()
      .from(schoolEvents)
      .where(and(eq(schoolEvents.id, Number(a) || 0), eq(schoolEvents.schoolId, viewer.schoolId)));
    if (!event || !viewer.people.some((p) => concerns(event, p))) throw notFound();
    return {
      ...base,
      item: eventItem(event, viewer, ctx.locale),
      description:
        pick(ctx.locale, event.descriptionZh, event.descriptionCn, event.descriptionEn) || null,
      audience: { grades: event.grades, classes: event.classes },
      link: null,
      attachments: await eventAttachments.of(ctx.db, {
        schoolId: viewer.schoolId,
        ids: event.attachments,
      }),
    };
  }
  if (kind === "lesson" && a && b) {
    const cycleDay = year.cycle.get(b);
    const [row] = await ctx.db
      .select()
      .from(timetableLessons)
      .where(
        and(
          eq(timetableLessons.id, Number(a) || 0),
          eq(timetableLessons.schoolId, viewer.schoolId),
        ),
      );
    const people = viewer.people.filter((p) =>
      p.role === "teacher" ? row?.teacherId === p.id : row?.className === p.className,
    );
    if (!row || people.length === 0 || cycleDay !== row.cycleDay) throw notFound();
    return {
      ...base,
      item: lessonItem(
        row,
        b,
        cycleDay,
        people.map((p) => p.id),
        ctx.locale,
      ),
      description: null,
      audience: null,
      link: null,
      attachments: [],
    };
  }
  const source = sources.find((s) => s.id === kind);
  if (source && a && /^\d{4}-\d{2}-\d{2}$/.test(a)) {
    const items = await sourceItems(ctx, [source], viewer, a, a);
    const found = items.find((item) => item.key === key);
    if (found) {
      const { description, link, ...item } = found;
      return { ...base, item, description, audience: null, link, attachments: [] };
    }
  }
  throw notFound();
}

import { randomBytes } from "node:crypto";
import {
  CALENDAR_FEED_PATH,
  type CalendarFeed,
  type CalendarItem,
  type CalendarItemDetail,
  type Locale,
  PORTAL_BASE,
} from "@campus/contract";
import { eq } from "drizzle-orm";
import { schools, users } from "../../db/schema";
import type { ServiceContext } from "../../services/context";
import { addDays, schoolDay } from "../../services/school-days";
import type { CalendarSource } from "../../server-feature";
import { viewerOf, type Viewer } from "../callers";
import { icsCalendar, type IcsEvent } from "../ics";
import { calendarFeeds } from "../schema";
import { nameOf, personAnswer } from "./agenda";
import { calendarKinds } from "./kinds";
import { describedItemsFrom } from "./views";
import { schoolYear } from "./school-year";

/*
 * The subscribable feed: a secret address per user that calendar apps fetch now and then, with
 * no session. It shows what the user's own calendar shows (a parent: every child, or one with
 * `?person=`), from a month ago to half a year ahead; lessons only when asked (`?lessons=1`),
 * since a timetable fills a phone's calendar with eight items a day.
 */

const FEED_PAST_DAYS = 31;
const FEED_DAYS = 31 + 183;

const pathOf = (secret: string | undefined) =>
  secret ? `${CALENDAR_FEED_PATH}/${secret}.ics` : null;

export async function feedOf(
  { db, locale }: ServiceContext,
  viewer: Viewer,
): Promise<CalendarFeed> {
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, viewer.userId));
  return { path: pathOf(feed?.secret), people: viewer.people.map((p) => personAnswer(p, locale)) };
}

/** A new secret for the user: the old address stops working in the same statement. */
export async function renewFeed(ctx: ServiceContext, viewer: Viewer): Promise<CalendarFeed> {
  const secret = randomBytes(24).toString("base64url");
  await ctx.db
    .insert(calendarFeeds)
    .values({ userId: viewer.userId, secret, createdAt: ctx.now })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { secret, createdAt: ctx.now },
    });
  return { path: pathOf(secret), people: viewer.people.map((p) => personAnswer(p, ctx.locale)) };
}

/** The instant a school-time day and clock time name, in a zone without daylight saving. */
export function instantOf(day: string, time: string, zone: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(guess)
    .find((part) => part.type === "timeZoneName")!
    .value.match(/GMT(?:([+-])(\d{2}):(\d{2}))?/)!;
  const minutes = offset[1] ? (offset[1] === "-" ? -1 : 1) * (+offset[2]! * 60 + +offset[3]!) : 0;
  return new Date(guess.getTime() - minutes * 60_000);
}

/**
 * One item as an iCalendar event, its UID stable for as long as the item exists. With `alarm`,
 * the phone reminds: a day's deadline at 09:00 the day before, a timed item a day before.
 */
export function icsEventOf(
  item: CalendarItem,
  zone: string,
  extra: { description?: string | null; names?: string; alarm?: boolean; url?: string } = {},
): IcsEvent {
  const description = [extra.names, extra.description].filter(Boolean).join("\n");
  const timed = Boolean(item.start_time && item.end_time);
  return {
    uid: `${item.key}@campus`,
    summary: item.title,
    description: description || undefined,
    location: item.place ?? undefined,
    url: extra.url,
    categories: [item.kind],
    alarm: extra.alarm ? { before: timed ? "P1D" : "PT15H", text: item.title } : undefined,
    when:
      item.start_time && item.end_time
        ? {
            allDay: false,
            start: instantOf(item.start_day, item.start_time, zone),
            end: instantOf(item.end_day, item.end_time, zone),
          }
        : { allDay: true, start: item.start_day, end: item.end_day },
  };
}

/** The single-event file of “add to my calendar”. */
export function itemIcs(detail: CalendarItemDetail, now: Date) {
  const event = icsEventOf(detail.item, detail.time_zone, { description: detail.description });
  return {
    filename: `${detail.item.start_day}-${detail.item.kind}.ics`,
    ics: icsCalendar({ name: detail.item.title, timeZone: detail.time_zone, events: [event], now }),
  };
}

/**
 * The feed behind a secret, or null when no feed has it (any more). An item its feature shows
 * (a book due: the reader's loans) links there, at `origin` — the school's public address
 * (PUBLIC_URL), else where the calendar app fetched the feed.
 */
export async function feedCalendar(
  ctx: ServiceContext,
  {
    secret,
    person,
    lessons,
    sources,
    origin,
  }: {
    secret: string;
    person?: number;
    lessons: boolean;
    sources: readonly CalendarSource[];
    origin: string;
  },
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.secret, secret));
  if (!row) return null;
  const locale: Locale = row.user.lang;
  const all = await viewerOf(ctx.db, row.user, null, "all");
  const people = person === undefined ? all.people : all.people.filter((p) => p.id === person);
  if (people.length === 0) return null;
  const viewer = { ...all, people };
  const local = { ...ctx, locale };
  const kinds = calendarKinds(sources);
  const [year, school] = await Promise.all([
    schoolYear(local, viewer.schoolId),
    ctx.db.select().from(schools).where(eq(schools.id, viewer.schoolId)),
  ]);
  const items = await describedItemsFrom(local, {
    viewer,
    from: addDays(schoolDay(ctx.now), -FEED_PAST_DAYS),
    days: FEED_DAYS,
    sources,
    kinds: new Set(kinds.filter((kind) => lessons || kind.listed !== false).map((kind) => kind.id)),
  });
  // What a phone reminds of before it is due: a book to return or collect, an interview.
  const alarmed = new Set(kinds.filter((kind) => kind.alarm).map((kind) => kind.id));
  const names = new Map(people.map((p) => [p.id, nameOf(p, locale)]));
  const schoolName = school[0]
    ? nameOf({ nameZh: school[0].nameZh, nameEn: school[0].nameEn }, locale)
    : "";
  return icsCalendar({
    name: [people.map((p) => names.get(p.id)).join("、"), schoolName].filter(Boolean).join(" · "),
    timeZone: year.timeZone,
    now: ctx.now,
    events: items.map((item) =>
      icsEventOf(item, year.timeZone, {
        description: item.description,
        names:
          people.length > 1 ? item.person_ids.map((id) => names.get(id)).join("、") : undefined,
        alarm: alarmed.has(item.kind),
        url: item.link ? `${origin}${PORTAL_BASE}${item.link}` : undefined,
      }),
    ),
  });
}

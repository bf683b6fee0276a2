import type { ContractMessageId, Locale } from "@campus/contract";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Hono } from "hono";
import type { FeatureMessages } from "./http/messages";
import type { AppDeps } from "./app-deps";
import type { Db } from "./db/database";
import type { FeatureReference } from "./seed/reference-kit";
import type { ServiceContext } from "./services/context";

/** The demo school as the platform seeded it, for a feature to add its own demo data to. */
export interface DemoSchool {
  id: number;
  /** The demo accounts' user ids by login name ("s2026001" → 2). */
  people: Record<string, number>;
}

export interface DemoSeedOptions {
  /** The clock demo records are dated from ("due in 10 days" stays true on a fresh database). */
  now: Date;
  /** Size of a feature's demo catalogue where it has one (the library's books). */
  books?: number;
}

/**
 * One feature of the server, as the app, the demo seed and the test app see it. A feature keeps
 * everything else in its folder (`src/<id>/`) and is listed once, in `src/features.ts`.
 */
export interface ServerFeature {
  id: string;
  /** Serves the feature's endpoints of the contract (see `http/route.ts`). */
  register(app: Hono, deps: AppDeps): void;
  /**
   * Adds what is missing of the feature's demo data to the demo school, and nothing else:
   * a fresh database gets all of it, an older demo database (made before the feature existed)
   * gains it on its next start, and a database that has it is left alone. True when it wrote.
   */
  seedDemo?(db: Db, school: DemoSchool, options: DemoSeedOptions): Promise<boolean>;
  /**
   * The tables the feature's endpoints write to: tests compare their row counts before and
   * after a refused call ("nothing was written"), so a table missing here goes unwatched.
   */
  tables: Record<string, PgTable>;
  /** Figures that change without a row being added (counters, statuses), for the same check. */
  fingerprint?(db: Db): Promise<Record<string, number | string>>;
  /**
   * What the feature puts in people's personal calendars (library due dates, ECA sessions,
   * registration interviews): the calendar reads every feature's sources and knows none of them.
   */
  calendarSources?: readonly CalendarSource[];
  /**
   * Groups of children the feature can name for another to address (notices: those whose family
   * chose an option on a reply slip, for a fee): read by whoever addresses them, known by none.
   */
  childGroups?: readonly ChildGroupSource[];
  /**
   * Its place in the side menu and what each role may do on its pages (`<id>/reference.ts`),
   * written on every start: no shared file lists them.
   */
  reference?: FeatureReference;
  /**
   * The texts the feature words itself (`<id>/messages/<locale>.json`, ids `<id>.*`): its
   * refusals, its workbooks' columns. The app adds them to `translate`'s catalogue.
   */
  messages?: FeatureMessages;
  /**
   * Its records' lists of files, by upload id (`integer[]` columns: an event's attachments). A
   * column naming one upload has a foreign key, which the catalogue shows; a list has none, so
   * it is named here, and an upload no record names is forgotten a week after it was sent
   * (services/retention.ts). A list missing here would lose its files: retention.test.ts
   * refuses any `integer[]` column that is neither here nor known not to hold files.
   */
  fileLists?: readonly PgColumn[];
  /**
   * What the feature does on its own as time passes (a slip's automatic reminder), run by the
   * server's clock every minute (`services/chores.ts`). Each must be safe to run twice at once:
   * several servers on one database each run it.
   */
  chores?: readonly FeatureChore[];
}

/** A group of children as the office picks it: its key, its words, how many children. */
export interface ChildGroup {
  key: string;
  label: string;
  children: number;
}

/** Where groups of children come from (notices' reply slips). */
export interface ChildGroupSource {
  /** The groups the school's office may pick now, latest first, worded for the reader. */
  groups(db: Db, schoolId: number, locale: Locale): Promise<ChildGroup[]>;
  /** A group's children (their user ids), or null when the key is none of this source's. */
  children(db: Db, schoolId: number, key: string): Promise<number[] | null>;
}

/** One thing a feature does on the server's clock, across the schools. */
export interface FeatureChore {
  /** Names it in the log: "notices.automatic-reminders". */
  id: string;
  /** Does what is due at `now`; answers how many things it did (0: nothing due). */
  run(deps: AppDeps, now: Date): Promise<number>;
}

/** Whose calendar a source is asked about: students (a parent's children) or a teacher. */
export interface CalendarPersonRef {
  id: number;
  schoolId: number;
  role: "student" | "teacher";
}

/**
 * One item a feature adds to a personal calendar, in the caller's language (`ctx.locale`) and
 * in school time. The calendar gives it its key (`<source>:<day>:<id>`), colour and place.
 */
export interface CalendarSourceItem {
  /** The source's own id of the thing (a loan's id), unique within the source. */
  id: string;
  /** One of the source's `kinds`. */
  kind: string;
  personId: number;
  /** The day it is on (YYYY-MM-DD, school time), its first when it lasts several. */
  day: string;
  /** The last day (inclusive) of an item over several days; absent: `day` alone. */
  endDay?: string;
  /** School-time "HH:MM" for a timed item; null for a deadline or a whole day. */
  startTime: string | null;
  endTime: string | null;
  title: string;
  place: string | null;
  description: string | null;
  /** Where the owning feature shows it in the portal ("/library/myrecord/borrow/now"). */
  link: string | null;
}

/**
 * A kind of calendar item a feature adds ("library": books due and to collect). The calendar
 * names it in every answer that shows items, so the client knows no feature either.
 */
export interface CalendarKindDeclaration {
  /** Lower-case letters and hyphens (`CALENDAR_KIND_PATTERN`), unique across the features. */
  id: string;
  /** Its name for one item and for many, among the server's texts (`<feature>.calendar.kind`). */
  name: ContractMessageId;
  names: ContractMessageId;
  /** The mark beside its items: a colour at least 3:1 against white and a shaded day off. */
  colour: string;
  /** Listed unless the reader asks otherwise (default: yes). */
  listed?: boolean;
  /** A subscribed phone reminds of its items the day before (a book to return, an interview). */
  alarm?: boolean;
}

/**
 * A feature's items for the calendar, asked for a range of days (inclusive) and some people.
 * It must return only items of those people: the calendar has already checked the caller may
 * see them, and shows whatever comes back (in the page, the list and the subscribed feed).
 */
export interface CalendarSource {
  /** Names the source in item keys: lower-case letters and hyphens ("library-due"). */
  id: string;
  /** The kinds of item it gives, for their names, colours and the list's filter. */
  kinds: readonly CalendarKindDeclaration[];
  items(
    ctx: ServiceContext,
    query: { people: readonly CalendarPersonRef[]; from: string; to: string },
  ): Promise<CalendarSourceItem[]>;
}

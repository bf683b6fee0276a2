import type { EcaEventRow, EcaEventsFilters, Page } from "@campus/contract";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { runPrepared, statement } from "../../db/prepared";
import { pageWindow } from "../../db/sql";
import type { ServiceContext } from "../../services/context";
import type { EcaCaller } from "../callers";
import {
  ecaCategories,
  ecaEntries,
  ecaEvents,
  ecaEventTags,
  ecaEventTeachers,
  ecaTags,
} from "../schema";
import { cachedPage } from "./list-cache";
import { nameColumns, simplified, withSimplified } from "./names";
import { fromHundredths } from "./settings";

type Filters = EcaEventsFilters;

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/*
 * The event list runs as prepared statements (decision 0006): planning the list's query cost
 * PGlite more than running it. Two statements take every filter (a null one is no filter): the
 * page's events, from the events table alone (a join there is planned from statistics PGlite
 * rarely has), and their count; four more fetch those ten events' categories, labels, teachers
 * and students.
 */
/** Every filter of the list (a null one is no filter): $1 the school, $2–$11 the filters. */
const FILTERED = `FROM eca_events e
    WHERE e.school_id = $1
      AND ($2::int IS NULL OR e.school_year = $2)
      AND ($3::text IS NULL OR e.semester = $3)
      AND ($4::int IS NULL OR e.category_id = $4)
      AND ($5::text IS NULL OR e.region = $5)
      AND ($6::text IS NULL OR e.grade = $6)
      AND ($7::text IS NULL OR e.status = $7)
      AND ($8::text IS NULL OR e.source = $8)
      AND ($9::int IS NULL OR EXISTS (
        SELECT 1 FROM eca_event_tags f WHERE f.event_id = e.id AND f.tag_id = $9))
      AND ($10::text IS NULL OR e.code ILIKE $10 OR e.name_zh ILIKE $10 OR e.name_en ILIKE $10)
      AND ($11::int IS NULL OR e.created_by = $11 OR EXISTS (
        SELECT 1 FROM eca_event_teachers m WHERE m.event_id = e.id AND m.teacher_id = $11))`;
const FILTER_TYPES = [
  "int",
  "int",
  "text",
  "int",
  "text",
  "text",
  "text",
  "text",
  "int",
  "text",
  "int",
] as const;

const PAGE = statement(
  "eca_event_page",
  `SELECT e.id, e.code, e.name_zh, e.name_en, e.nature, e.type, e.region, e.school_year,
      e.semester, e.grade, e.starts_on::text AS starts_on, e.ends_on::text AS ends_on, e.hours,
      e.source, e.status, e.average_score, e.category_id
    ${FILTERED}
    ORDER BY e.starts_on DESC, e.id DESC
    LIMIT $12 OFFSET $13`,
  [...FILTER_TYPES, "int", "int"],
);

/* Counted on its own: a window count over the page's query kept every matching row in memory. */
const COUNT = statement("eca_event_count", `SELECT count(*)::int AS n ${FILTERED}`, FILTER_TYPES);

const CATEGORIES = statement(
  "eca_event_page_categories",
  `SELECT id, name_zh, name_cn, name_en FROM eca_categories WHERE id = ANY($1)`,
  ["int[]"],
);

const TAGS = statement(
  "eca_event_page_tags",
  `SELECT x.event_id, t.id, t.name_zh, t.name_cn, t.name_en FROM eca_event_tags x
    JOIN eca_tags t ON t.id = x.tag_id WHERE x.event_id = ANY($1) ORDER BY t.sort, t.id`,
  ["int[]"],
);

const TEACHERS = statement(
  "eca_event_page_teachers",
  `SELECT x.event_id, u.id, u.name_zh, u.name_en FROM eca_event_teachers x
    JOIN users u ON u.id = x.teacher_id WHERE x.event_id = ANY($1) ORDER BY u.id`,
  ["int[]"],
);

const STUDENTS = statement(
  "eca_event_page_students",
  `SELECT event_id, count(DISTINCT student_id)::int AS n FROM eca_entries
    WHERE event_id = ANY($1) GROUP BY event_id`,
  ["int[]"],
);

interface PageRow {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  nature: EcaEventRow["nature"];
  type: EcaEventRow["type"];
  region: EcaEventRow["region"];
  school_year: number;
  semester: EcaEventRow["semester"];
  grade: EcaEventRow["grade"];
  starts_on: string;
  ends_on: string;
  hours: number;
  source: EcaEventRow["source"];
  status: EcaEventRow["status"];
  average_score: number | null;
  category_id: number;
}

type Named = { event_id: number; id: number; name_zh: string; name_en: string };
type Setting = Omit<Named, "event_id"> & { name_cn: string | null };

/** The school's events, latest first, one page, as the filters say (kept until a write). */
export function eventsOf(
  ctx: ServiceContext,
  { me, filters }: { me: EcaCaller; filters: Filters },
): Promise<Page<EcaEventRow>> {
  // "Mine" is the caller's own list; every other list is the same for the whole school.
  const key = JSON.stringify({ ...filters, mine: filters.mine ? me.userId : undefined });
  return cachedPage(ctx.db, me.schoolId, key, () => readEvents(ctx, { me, filters }));
}

async function readEvents(
  { db }: ServiceContext,
  { me, filters }: { me: EcaCaller; filters: Filters },
): Promise<Page<EcaEventRow>> {
  const { limit, offset } = pageWindow(filters.pageNum, filters.pageSize);
  const args = [
    me.schoolId,
    filters.school_year ?? null,
    filters.semester ?? null,
    filters.category_id ?? null,
    filters.region ?? null,
    filters.grade ?? null,
    filters.status ?? null,
    filters.source ?? null,
    filters.tag_id ?? null,
    filters.q ? containing(filters.q) : null,
    filters.mine ? me.userId : null,
  ];
  const [rows, [count]] = await Promise.all([
    runPrepared<PageRow>(db, PAGE, [...args, limit, offset]),
    runPrepared<{ n: number }>(db, COUNT, args),
  ]);
  const total = count?.n ?? 0;
  const ids = rows.map((r) => r.id);
  const categoryIds = [...new Set(rows.map((r) => r.category_id))];
  const [categories, tags, teachers, students] = ids.length
    ? await Promise.all([
        runPrepared<Setting>(db, CATEGORIES, [categoryIds]),
        runPrepared<Setting & Named>(db, TAGS, [ids]),
        runPrepared<Named>(db, TEACHERS, [ids]),
        runPrepared<{ event_id: number; n: number }>(db, STUDENTS, [ids]),
      ])
    : [[], [], [], []];
  const named = (list: Named[], id: number) =>
    list
      .filter((x) => x.event_id === id)
      .map(({ id, name_zh, name_en }) => ({ id, name_zh, name_en }));
  const settings = (list: (Setting & Named)[], id: number) =>
    list
      .filter((x) => x.event_id === id)
      .map(({ id, name_zh, name_cn, name_en }) =>
        withSimplified({ id, name_zh, name_cn, name_en }),
      );
  return {
    list: rows.map((r) => ({
      id: r.id,
      code: r.code,
      name_zh: r.name_zh,
      name_cn: simplified(r.name_zh),
      name_en: r.name_en,
      nature: r.nature,
      type: r.type,
      category: withSimplified(categories.find((c) => c.id === r.category_id)!),
      tags: settings(tags, r.id),
      region: r.region,
      school_year: r.school_year,
      semester: r.semester,
      grade: r.grade,
      starts_on: r.starts_on,
      ends_on: r.ends_on,
      hours: r.hours / 10,
      source: r.source,
      status: r.status,
      students: students.find((x) => x.event_id === r.id)?.n ?? 0,
      average_score: r.average_score === null ? null : fromHundredths(r.average_score),
      teachers: named(teachers, r.id),
    })),
    total,
    pageNum: filters.pageNum,
    pageSize: filters.pageSize,
  };
}

/** Events with their category, labels, teachers and number of students: the list's rows. */
export function eventRows(db: Db, condition: SQL | undefined) {
  return db
    .select({
      event: ecaEvents,
      category: nameColumns(ecaCategories),
      tags: sql<(EcaEventRow["tags"][number] & { name_cn: string | null })[]>`coalesce((
        select json_agg(json_build_object('id', t.id, 'name_zh', t.name_zh, 'name_cn', t.name_cn, 'name_en', t.name_en) order by t.sort, t.id)
        from ${ecaEventTags} et join ${ecaTags} t on t.id = et.tag_id
        where et.event_id = ${ecaEvents.id}), '[]'::json)`,
      teachers: sql<EcaEventRow["teachers"]>`coalesce((
        select json_agg(json_build_object('id', u.id, 'name_zh', u.name_zh, 'name_en', u.name_en) order by u.id)
        from ${ecaEventTeachers} tt join ${users} u on u.id = tt.teacher_id
        where tt.event_id = ${ecaEvents.id}), '[]'::json)`,
      students: sql<number>`(select count(distinct e.student_id)::int from ${ecaEntries} e where e.event_id = ${ecaEvents.id})`,
    })
    .from(ecaEvents)
    .innerJoin(ecaCategories, eq(ecaCategories.id, ecaEvents.categoryId))
    .where(condition)
    .$dynamic();
}

type EventRowQuery = Awaited<ReturnType<typeof eventRows>>[number];

/** One row of `eventRows` as the contract's list row. */
export function rowOf({ event, category, tags, teachers, students }: EventRowQuery): EcaEventRow {
  return {
    id: event.id,
    code: event.code,
    name_zh: event.nameZh,
    name_cn: simplified(event.nameZh),
    name_en: event.nameEn,
    nature: event.nature,
    type: event.type,
    category: withSimplified(category),
    tags: tags.map(withSimplified),
    region: event.region,
    school_year: event.schoolYear,
    semester: event.semester,
    grade: event.grade,
    starts_on: event.startsOn,
    ends_on: event.endsOn,
    hours: event.hours / 10,
    source: event.source,
    status: event.status,
    students,
    average_score: event.averageScore === null ? null : fromHundredths(event.averageScore),
    teachers,
  };
}

import type { EcaEventRow, EcaEventsFilters, Page } from "@campus/contract";
import { and, desc, eq, exists, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
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
import { fromHundredths } from "./settings";

type Filters = EcaEventsFilters;

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The school's events, latest first, one page, as the filters say. */
export async function eventsOf(
  { db }: ServiceContext,
  { me, filters }: { me: EcaCaller; filters: Filters },
): Promise<Page<EcaEventRow>> {
  const where: SQL[] = [eq(ecaEvents.schoolId, me.schoolId)];
  if (filters.school_year !== undefined) where.push(eq(ecaEvents.schoolYear, filters.school_year));
  if (filters.semester) where.push(eq(ecaEvents.semester, filters.semester));
  if (filters.category_id !== undefined) where.push(eq(ecaEvents.categoryId, filters.category_id));
  if (filters.region) where.push(eq(ecaEvents.region, filters.region));
  if (filters.grade) where.push(eq(ecaEvents.grade, filters.grade));
  if (filters.status) where.push(eq(ecaEvents.status, filters.status));
  if (filters.source) where.push(eq(ecaEvents.source, filters.source));
  if (filters.tag_id !== undefined) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(ecaEventTags)
          .where(
            and(eq(ecaEventTags.eventId, ecaEvents.id), eq(ecaEventTags.tagId, filters.tag_id)),
          ),
      ),
    );
  }
  if (filters.q) {
    const like = containing(filters.q);
    where.push(
      or(
        ilike(ecaEvents.code, like),
        ilike(ecaEvents.nameZh, like),
        ilike(ecaEvents.nameEn, like),
      )!,
    );
  }
  if (filters.mine) {
    where.push(
      or(
        eq(ecaEvents.createdBy, me.userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(ecaEventTeachers)
            .where(
              and(
                eq(ecaEventTeachers.eventId, ecaEvents.id),
                eq(ecaEventTeachers.teacherId, me.userId),
              ),
            ),
        ),
      )!,
    );
  }
  const { limit, offset } = pageWindow(filters.pageNum, filters.pageSize);
  const condition = and(...where);
  const [list, [total]] = await Promise.all([
    eventRows(db, condition)
      .orderBy(desc(ecaEvents.startsOn), desc(ecaEvents.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ecaEvents)
      .where(condition),
  ]);
  return {
    list: list.map(rowOf),
    total: total?.n ?? 0,
    pageNum: filters.pageNum,
    pageSize: filters.pageSize,
  };
}

/** Events with their category, labels, teachers and number of students: the list's rows. */
export function eventRows(db: Db, condition: SQL | undefined) {
  return db
    .select({
      event: ecaEvents,
      category: {
        id: ecaCategories.id,
        name_zh: ecaCategories.nameZh,
        name_en: ecaCategories.nameEn,
      },
      tags: sql<EcaEventRow["tags"]>`coalesce((
        select json_agg(json_build_object('id', t.id, 'name_zh', t.name_zh, 'name_en', t.name_en) order by t.sort, t.id)
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
    name_en: event.nameEn,
    nature: event.nature,
    type: event.type,
    category,
    tags,
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

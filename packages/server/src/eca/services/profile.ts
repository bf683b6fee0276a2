import type { EcaProfile, EcaProfileCategory, EcaProfileTrait } from "@campus/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { rows } from "../../db/sql";
import { missing, notYours } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import type { Auth } from "../../services/sessions";
import type { EcaCaller } from "../callers";
import { ecaCategories, ecaEntries, ecaEvents, ecaPrizes } from "../schema";
import { isOffice } from "./event";
import { nameColumns, nameFor, simplified, withSimplified } from "./names";
import { recordsStudent } from "./records";
import { fromHundredths, schoolYearOf } from "./settings";

/*
 * One student's profile (`/smarteca/detail`, spec §2, §3): the traits teachers accepted, the
 * school year's scores by category beside the class's and grade's averages (every student of
 * the class or grade counted, those without records as 0; each category's yearly cap applied),
 * and the passed records the SLP and OEA views are made of.
 */

type UserRow = typeof users.$inferSelect;

/** At most this many records on the timeline (a student has tens in six years). */
const RECORDS_MAX = 300;

/**
 * Whose profile the caller may read: a student their own and a parent their current child's
 * (no other id); the office any student of the school; a teacher those in events they edit.
 * Anyone else's reads as not found.
 */
async function profileStudent(
  db: Db,
  me: EcaCaller,
  auth: Auth | null,
  studentId: number | undefined,
): Promise<UserRow> {
  const family = !me.roles.includes("teacher") && !isOffice(me);
  if (family) {
    const own = await recordsStudent(db, auth);
    if (studentId !== undefined && studentId !== own.id) throw notYours();
    return own;
  }
  if (studentId === undefined) throw missing("eca.error.studentUnknown");
  const [student] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.id, studentId), eq(users.schoolId, me.schoolId), eq(users.loginType, "student")),
    );
  if (!student) throw notYours();
  if (isOffice(me)) return student;
  const [taught] = await db
    .select({ id: ecaEntries.id })
    .from(ecaEntries)
    .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
    .where(
      and(
        eq(ecaEntries.studentId, student.id),
        sql`(${ecaEvents.createdBy} = ${me.userId} or exists (select 1 from eca_event_teachers t
          where t.event_id = ${ecaEvents.id} and t.teacher_id = ${me.userId}))`,
      ),
    )
    .limit(1);
  if (!taught) throw notYours();
  return student;
}

export async function profileOf(
  { db, now, locale }: ServiceContext,
  {
    me,
    auth,
    student_id,
    school_year,
  }: { me: EcaCaller; auth: Auth | null; student_id?: number; school_year?: number },
): Promise<EcaProfile> {
  const student = await profileStudent(db, me, auth, student_id);
  const passed = and(eq(ecaEntries.studentId, student.id), eq(ecaEntries.status, "passed"));
  const hoursOf = sql<number>`coalesce(${ecaEntries.hours}, ${ecaEvents.hours})`;

  const years = (
    await db
      .selectDistinct({ year: ecaEvents.schoolYear })
      .from(ecaEntries)
      .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
      .where(passed)
  )
    .map((r) => r.year)
    .sort((a, b) => b - a);
  const current = schoolYearOf(now);
  const year = school_year ?? (years.includes(current) || years.length === 0 ? current : years[0]!);

  const [traitRows, categoryRows, records, [all]] = await Promise.all([
    rows<{
      id: number;
      name_zh: string;
      name_cn: string | null;
      name_en: string;
      count: number;
      strength: number;
      events_zh: string[];
      events_en: string[];
    }>(
      db,
      sql`select t.id, t.name_zh, t.name_cn, t.name_en, count(*)::int as count,
            round(avg(p.strength))::int as strength,
            (array_agg(ev.name_zh order by ev.starts_on desc))[1:3] as events_zh,
            (array_agg(ev.name_en order by ev.starts_on desc))[1:3] as events_en
          from eca_trait_proposals p
          join eca_traits t on t.id = p.trait_id
          join eca_entries e on e.id = p.entry_id
          join eca_events ev on ev.id = e.event_id
          where p.student_id = ${student.id} and p.decision = 'accepted'
          group by t.id
          order by count(*) desc, avg(p.strength) desc, t.sort, t.id`,
    ),
    categoriesOf(db, student, year),
    db
      .select({
        entry: ecaEntries,
        event: ecaEvents,
        category: { ...nameColumns(ecaCategories), preset_key: ecaCategories.presetKey },
        prize: nameColumns(ecaPrizes),
        hours: hoursOf,
      })
      .from(ecaEntries)
      .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
      .innerJoin(ecaCategories, eq(ecaCategories.id, ecaEvents.categoryId))
      .leftJoin(ecaPrizes, eq(ecaPrizes.id, ecaEntries.prizeId))
      .where(passed)
      .orderBy(desc(ecaEvents.startsOn), desc(ecaEntries.id))
      .limit(RECORDS_MAX),
    db
      .select({
        records: sql<number>`count(*)::int`,
        hours: sql<number>`coalesce(sum(${hoursOf}), 0)::int`,
      })
      .from(ecaEntries)
      .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
      .where(passed),
  ]);

  const traits: EcaProfileTrait[] = traitRows.map((r) => ({
    trait: withSimplified({ id: r.id, name_zh: r.name_zh, name_cn: r.name_cn, name_en: r.name_en }),
    count: r.count,
    strength: r.strength,
    events: r.events_zh.map((zh, i) =>
      nameFor(locale, withSimplified({ name_zh: zh, name_en: r.events_en[i] ?? "" })),
    ),
  }));
  const ofYear = records.filter((r) => r.event.schoolYear === year);
  return {
    student: {
      id: student.id,
      name_zh: student.nameZh,
      name_en: student.nameEn,
      class_name: student.className,
      class_number: student.classNumber,
      student_no: student.studentNo,
    },
    school_year: year,
    school_years: [...new Set([current, ...years])].sort((a, b) => b - a),
    traits,
    categories: categoryRows,
    year: {
      records: ofYear.length,
      hours: ofYear.reduce((sum, r) => sum + Number(r.hours), 0) / 10,
      score: categoryRows.reduce((sum, c) => sum + Math.round(c.score * 100), 0) / 100,
    },
    all: { records: all?.records ?? 0, hours: (all?.hours ?? 0) / 10 },
    records: records.map(({ entry, event, category, prize, hours }) => ({
      id: entry.id,
      event: {
        id: event.id,
        code: event.code,
        name_zh: event.nameZh,
        name_cn: simplified(event.nameZh),
        name_en: event.nameEn,
        nature: event.nature,
        organiser: event.organiser,
        starts_on: event.startsOn,
        ends_on: event.endsOn,
        school_year: event.schoolYear,
        category: withSimplified(category),
      },
      prize: prize?.id ? withSimplified(prize) : null,
      level: entry.level,
      competition_item: entry.competitionItem,
      role: entry.role,
      achievement: entry.achievement,
      hours: Number(hours) / 10,
      score: fromHundredths(entry.score),
    })),
  };
}

/**
 * The year's scores by category: the student's, and the averages over every student of their
 * class and of their grade (its classes share the first character: "4A", "4B"). Each student's
 * sum in a category is capped at the category's yearly cap.
 */
async function categoriesOf(db: Db, student: UserRow, year: number): Promise<EcaProfileCategory[]> {
  const className = student.className ?? "";
  const grade = className.slice(0, 1);
  const found = await rows<{
    id: number;
    name_zh: string;
    name_cn: string | null;
    name_en: string;
    preset_key: string | null;
    mine: number;
    hours: number;
    class_sum: number;
    grade_sum: number;
    class_size: number;
    grade_size: number;
  }>(
    db,
    sql`with per as (
          select e.student_id, ev.category_id, sum(e.score) as score,
            sum(coalesce(e.hours, ev.hours)) as hours
          from eca_entries e join eca_events ev on ev.id = e.event_id
          where e.school_id = ${student.schoolId} and e.status = 'passed'
            and ev.school_year = ${year}
          group by e.student_id, ev.category_id
        ), capped as (
          select per.student_id, per.category_id, per.hours,
            case when c.cap is null then per.score else least(per.score, c.cap) end as score
          from per join eca_categories c on c.id = per.category_id
        ), sizes as (
          select count(*) filter (where class_name = ${className})::int as class_size,
            count(*) filter (where left(class_name, 1) = ${grade})::int as grade_size
          from users where school_id = ${student.schoolId} and login_type = 'student'
        )
        select c.id, c.name_zh, c.name_cn, c.name_en, c.preset_key,
          coalesce(sum(capped.score) filter (where capped.student_id = ${student.id}), 0)::int as mine,
          coalesce(sum(capped.hours) filter (where capped.student_id = ${student.id}), 0)::int as hours,
          coalesce(sum(capped.score) filter (where u.class_name = ${className}), 0)::int as class_sum,
          coalesce(sum(capped.score) filter (where left(u.class_name, 1) = ${grade}), 0)::int as grade_sum,
          min(sizes.class_size) as class_size, min(sizes.grade_size) as grade_size
        from eca_categories c
        cross join sizes
        left join capped on capped.category_id = c.id
        left join users u on u.id = capped.student_id
        where c.school_id = ${student.schoolId}
        group by c.id
        having c.status = 'enabled' or count(capped.student_id) > 0
        order by c.sort, c.id`,
  );
  const average = (sum: number, size: number) =>
    size > 0 ? Math.round(Number(sum) / Number(size)) / 100 : 0;
  return found.map((r) => ({
    category: withSimplified({
      id: r.id,
      name_zh: r.name_zh,
      name_cn: r.name_cn,
      name_en: r.name_en,
      preset_key: r.preset_key,
    }),
    score: fromHundredths(Number(r.mine)),
    class_average: average(r.class_sum, r.class_size),
    grade_average: average(r.grade_sum, r.grade_size),
    hours: Number(r.hours) / 10,
  }));
}

import type {
  EcaDashboard,
  EcaDashboardScope,
  EcaFigures,
  EcaLevel,
  EcaSemester,
  EcaStudent,
} from "@campus/contract";
import {
  ECA_LEVELS,
  type ContractMessageId,
  type ecaDashboardRequestSchema,
} from "@campus/contract";
import type { z } from "zod";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { translate } from "../messages";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rows } from "../../db/sql";
import { invalidField } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import type { EcaCaller } from "../callers";
import { cachedPage } from "./list-cache";
import { nameFor, withSimplified } from "./names";
import { schoolYearOf } from "./settings";

/*
 * The ECA dashboard (spec §1, §2): a period's figures for the school, a grade or a class beside
 * the wider scopes, and the next scope down as rows. Four statements read the whole school's
 * period at once (students, their scores by category, their awards by level, their confirmed
 * traits); everything else is counted here. Answers are kept until the school's next ECA write
 * (`list-cache.ts`), as the event list's pages are.
 */

interface Student extends EcaStudent {
  grade: string;
}

/** One student's period: score (each category capped), hours, records, awards. */
interface Done {
  score: number;
  hours: number;
  records: number;
  awards: number;
}

const NOTHING: Done = { score: 0, hours: 0, records: 0, awards: 0 };
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A group's figures from its students' periods (scores in hundredths, hours in tenths). */
function figuresOf(students: readonly Student[], done: Map<number, Done>): EcaFigures {
  let participants = 0;
  let hours = 0;
  let score = 0;
  let awards = 0;
  for (const s of students) {
    const d = done.get(s.id) ?? NOTHING;
    if (d.records > 0) participants += 1;
    hours += d.hours;
    score += d.score;
    awards += d.awards;
  }
  const n = students.length;
  return {
    students: n,
    participants,
    participation: n === 0 ? 0 : Math.round((participants / n) * 1000) / 10,
    hours: hours / 10,
    hours_per_student: n === 0 ? 0 : round2(hours / 10 / n),
    average_score: n === 0 ? 0 : round2(score / 100 / n),
    awards,
  };
}

/** The period's events: a school year, or one semester of it (a whole-year event is in both). */
const periodOf = (year: number, semester: EcaSemester | undefined) =>
  semester && semester !== "whole"
    ? sql`ev.school_year = ${year} and ev.semester in (${semester}, 'whole')`
    : sql`ev.school_year = ${year}`;

export async function dashboardOf(
  ctx: ServiceContext,
  {
    me,
    school_year,
    semester,
    grade,
    class_name,
  }: {
    me: EcaCaller;
    school_year?: number;
    semester?: EcaSemester;
    grade?: string;
    class_name?: string;
  },
): Promise<EcaDashboard> {
  const year = school_year ?? schoolYearOf(ctx.now);
  const key = JSON.stringify(["dashboard", year, semester, grade, class_name]);
  return cachedPage(ctx.db, me.schoolId, key, () =>
    readDashboard(ctx, { me, year, semester, grade, class_name }),
  );
}

async function readDashboard(
  { db, locale }: ServiceContext,
  {
    me,
    year,
    semester,
    grade,
    class_name,
  }: {
    me: EcaCaller;
    year: number;
    semester?: EcaSemester;
    grade?: string;
    class_name?: string;
  },
): Promise<EcaDashboard> {
  const period = periodOf(year, semester);
  const [roster, perCategory, perLevel, perTrait, categories, years] = await Promise.all([
    readRoster(db, me.schoolId),
    rows<{
      student_id: number;
      category_id: number;
      score: number;
      hours: number;
      records: number;
      awards: number;
    }>(
      db,
      sql`select per.student_id, per.category_id,
            (case when c.cap is null then per.score else least(per.score, c.cap) end)::int as score,
            per.hours::int as hours, per.records::int as records, per.awards::int as awards
          from (
            select e.student_id, ev.category_id, sum(e.score) as score,
              sum(coalesce(e.hours, ev.hours)) as hours, count(*) as records,
              count(e.prize_id) as awards
            from eca_entries e join eca_events ev on ev.id = e.event_id
            where e.school_id = ${me.schoolId} and e.status = 'passed' and ${period}
            group by e.student_id, ev.category_id
          ) per join eca_categories c on c.id = per.category_id`,
    ),
    rows<{ student_id: number; level: EcaLevel | null; awards: number }>(
      db,
      sql`select e.student_id, e.level, count(*)::int as awards
          from eca_entries e join eca_events ev on ev.id = e.event_id
          where e.school_id = ${me.schoolId} and e.status = 'passed' and e.prize_id is not null
            and ${period}
          group by e.student_id, e.level`,
    ),
    rows<{
      student_id: number;
      trait_id: number;
      name_zh: string;
      name_cn: string | null;
      name_en: string;
      count: number;
    }>(
      db,
      sql`select p.student_id, t.id as trait_id, t.name_zh, t.name_cn, t.name_en, count(*)::int as count
          from eca_trait_proposals p
          join eca_traits t on t.id = p.trait_id
          join eca_entries e on e.id = p.entry_id
          join eca_events ev on ev.id = e.event_id
          where p.school_id = ${me.schoolId} and p.decision = 'accepted' and ${period}
          group by p.student_id, t.id`,
    ),
    rows<{
      id: number;
      name_zh: string;
      name_cn: string | null;
      name_en: string;
      preset_key: string | null;
    }>(
      db,
      sql`select id, name_zh, name_cn, name_en, preset_key from eca_categories
          where school_id = ${me.schoolId} and status = 'enabled' order by sort, id`,
    ),
    rows<{ year: number }>(
      db,
      sql`select distinct school_year as year from eca_events where school_id = ${me.schoolId}`,
    ),
  ]);

  // The scope asked for, checked against the school's own grades and classes.
  const classes = new Set(roster.map((s) => s.class_name).filter((c): c is string => !!c));
  const grades = new Set(roster.map((s) => s.grade).filter(Boolean));
  let scope: EcaDashboardScope = "school";
  let scopeGrade: string | null = null;
  let scopeClass: string | null = null;
  if (class_name) {
    const known = [...classes].find((c) => c.toUpperCase() === class_name.toUpperCase());
    if (!known) throw invalidField(locale, "class_name", "validation.invalidOption");
    scope = "class";
    scopeClass = known;
    scopeGrade = known.slice(0, 1);
  } else if (grade) {
    if (!grades.has(grade)) throw invalidField(locale, "grade", "validation.invalidOption");
    scope = "grade";
    scopeGrade = grade;
  }
  const inScope = (s: Student) =>
    scope === "school" ||
    (scope === "grade" ? s.grade === scopeGrade : s.class_name === scopeClass);
  const members = roster.filter(inScope);

  const done = new Map<number, Done>();
  const byCategory = new Map<number, Map<number, number>>();
  for (const r of perCategory) {
    const d = done.get(r.student_id) ?? { ...NOTHING };
    d.score += r.score;
    d.hours += r.hours;
    d.records += r.records;
    d.awards += r.awards;
    done.set(r.student_id, d);
    let scores = byCategory.get(r.category_id);
    if (!scores) byCategory.set(r.category_id, (scores = new Map()));
    scores.set(r.student_id, r.score);
  }

  const wider: { scope: EcaDashboardScope; key: string; students: Student[] }[] = [];
  if (scope === "class")
    wider.push({
      scope: "grade",
      key: scopeGrade!,
      students: roster.filter((s) => s.grade === scopeGrade),
    });
  if (scope !== "school") wider.push({ scope: "school", key: "", students: roster });

  const averageIn = (students: readonly Student[], categoryId: number) => {
    const scores = byCategory.get(categoryId);
    if (!scores || students.length === 0) return 0;
    let sum = 0;
    for (const s of students) sum += scores.get(s.id) ?? 0;
    return round2(sum / 100 / students.length);
  };

  const rowsOf = (): EcaDashboard["rows"] => {
    if (scope === "class")
      return members.map((s) => ({
        key: String(s.id),
        student: {
          id: s.id,
          name_zh: s.name_zh,
          name_en: s.name_en,
          class_name: s.class_name,
          class_number: s.class_number,
          student_no: s.student_no,
        },
        figures: figuresOf([s], done),
      }));
    const groupOf = (s: Student) => (scope === "school" ? s.grade : (s.class_name ?? ""));
    const groups = new Map<string, Student[]>();
    for (const s of members) {
      const key = groupOf(s);
      if (!key) continue;
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    return [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, students]) => ({ key, student: null, figures: figuresOf(students, done) }));
  };

  const ids = new Set(members.map((s) => s.id));
  const levels = new Map<EcaLevel | null, number>();
  for (const r of perLevel)
    if (ids.has(r.student_id)) levels.set(r.level, (levels.get(r.level) ?? 0) + r.awards);
  const traits = new Map<number, EcaDashboard["traits"][number]>();
  for (const r of perTrait) {
    if (!ids.has(r.student_id)) continue;
    const known = traits.get(r.trait_id);
    if (known) known.count += r.count;
    else
      traits.set(r.trait_id, {
        trait: withSimplified({
          id: r.trait_id,
          name_zh: r.name_zh,
          name_cn: r.name_cn,
          name_en: r.name_en,
        }),
        count: r.count,
      });
  }

  const current = year;
  return {
    school_year: year,
    school_years: [...new Set([current, ...years.map((y) => y.year)])].sort((a, b) => b - a),
    semester: semester ?? null,
    scope,
    grade: scopeGrade,
    class_name: scopeClass,
    figures: figuresOf(members, done),
    compare: wider.map((w) => ({
      scope: w.scope,
      key: w.key,
      figures: figuresOf(w.students, done),
    })),
    rows: rowsOf(),
    categories: categories.map((c) => ({
      category: withSimplified(c),
      average: averageIn(members, c.id),
      compare: wider.map((w) => averageIn(w.students, c.id)),
    })),
    levels: [...ECA_LEVELS, null]
      .map((level) => ({ level, awards: levels.get(level) ?? 0 }))
      .filter((l) => l.level !== null || l.awards > 0),
    traits: [...traits.values()]
      .sort((a, b) => b.count - a.count || a.trait.id - b.trait.id)
      .slice(0, 5),
  };
}

/** The school's students in register order, with their grade (the class's first character). */
async function readRoster(db: Db, schoolId: number): Promise<Student[]> {
  const found = await rows<Omit<Student, "grade">>(
    db,
    sql`select id, name_zh, name_en, class_name, class_number, student_no from users
        where school_id = ${schoolId} and login_type = 'student'
        order by class_name nulls last, class_number nulls last, id`,
  );
  return found.map((s) => ({ ...s, grade: s.class_name?.slice(0, 1) ?? "" }));
}

/**
 * The dashboard's tables as a workbook in the caller's language (`GET` at
 * `ECA_DASHBOARD_EXPORT_PATH`, the request's fields as its query, checked by the same schema):
 * the figures beside the wider scopes, the rows, the categories, the awards by level, the traits.
 */
export async function dashboardWorkbook(
  ctx: ServiceContext,
  { me, query }: { me: EcaCaller; query: z.output<typeof ecaDashboardRequestSchema> },
) {
  const data = await dashboardOf(ctx, { me, ...query });
  const tr = (id: string, values?: Record<string, string | number>) =>
    translate(ctx.locale, `eca.dashboard.${id}` as ContractMessageId, values);
  const scopeName = (scope: EcaDashboardScope, key: string) =>
    scope === "school" ? tr("school") : scope === "grade" ? tr("grade", { grade: key }) : key;
  const nameOf = (n: { name_zh: string; name_cn?: string; name_en: string }) =>
    nameFor(ctx.locale, n);
  const here = scopeName(data.scope, data.class_name ?? data.grade ?? "");
  const bold = (value: string) => ({ value, fontWeight: "bold" as const });
  const figureHead = [
    "students",
    "participants",
    "participation",
    "hours",
    "hoursPerStudent",
    "averageScore",
    "awards",
  ].map((id) => bold(tr(`column.${id}`)));
  const figureCells = (f: EcaFigures) =>
    [
      f.students,
      f.participants,
      f.participation,
      f.hours,
      f.hours_per_student,
      f.average_score,
      f.awards,
    ].map((value) => ({ value }));
  const sheet = (name: string, data: SheetData) => ({
    sheet: tr(`sheet.${name}`).slice(0, 31),
    data,
    stickyRowsCount: 1,
  });
  const bytes = await writeXlsxFile([
    sheet("figures", [
      [bold(tr("column.scope")), ...figureHead],
      [{ value: here }, ...figureCells(data.figures)],
      ...data.compare.map((c) => [{ value: scopeName(c.scope, c.key) }, ...figureCells(c.figures)]),
    ]),
    sheet("rows", [
      [
        bold(
          tr(
            `column.${data.scope === "school" ? "grade" : data.scope === "grade" ? "class" : "student"}`,
          ),
        ),
        ...figureHead,
      ],
      ...data.rows.map((r) => [
        {
          value: r.student
            ? `${r.student.class_name ?? ""} (${r.student.class_number ?? ""}) ${nameOf(r.student)}`
            : data.scope === "school"
              ? scopeName("grade", r.key)
              : r.key,
        },
        ...figureCells(r.figures),
      ]),
    ]),
    sheet("categories", [
      [
        bold(tr("column.category")),
        bold(here),
        ...data.compare.map((c) => bold(scopeName(c.scope, c.key))),
      ],
      ...data.categories.map((c) => [
        { value: nameOf(c.category) },
        { value: c.average },
        ...c.compare.map((value) => ({ value })),
      ]),
    ]),
    sheet("levels", [
      [bold(tr("column.level")), bold(tr("column.awards"))],
      ...data.levels.map((l) => [
        {
          value: translate(
            ctx.locale,
            (l.level
              ? `eca.import.level.${l.level}`
              : "eca.dashboard.noLevel") as ContractMessageId,
          ),
        },
        { value: l.awards },
      ]),
    ]),
    sheet("traits", [
      [bold(tr("column.trait")), bold(tr("column.times"))],
      ...data.traits.map((x) => [{ value: nameOf(x.trait) }, { value: x.count }]),
    ]),
  ]).toBuffer();
  return {
    name: `${tr("file", { scope: here, year: `${data.school_year}-${(data.school_year + 1) % 100}` })}.xlsx`,
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    bytes: new Uint8Array(bytes),
  };
}

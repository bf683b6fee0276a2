import type {
  AttendanceReport,
  ClassAttendance,
  MarkCounts,
  StudentAttendance,
} from "@campus/contract/attendance";
import type { ContractMessageId } from "@campus/contract";
import { sql } from "drizzle-orm";
import writeXlsxFile from "write-excel-file/node";
import { rows } from "../../db/sql";
import type { Download } from "../../http/download";
import type { ServiceContext } from "../../services/context";
import { keptClass, type Keeper } from "../callers";
import { translate } from "../messages";

/*
 * Attendance over a period (decision 0047), for the classes the caller keeps: per class and per
 * student, each kind of mark (absent on approved leave counts as leave) and the rate at school —
 * on screen, and as a workbook for the school's records.
 */

interface Counted {
  present: number;
  late: number;
  absent: number;
  early_leave: number;
  leave: number;
}

/** Each kind of mark counted over `marks m`, absent on approved leave as leave. */
const COUNTS = sql`
  count(*) FILTER (WHERE m.status = 'present')::int AS present,
  count(*) FILTER (WHERE m.status = 'late')::int AS late,
  count(*) FILTER (WHERE m.status = 'absent' AND l.id IS NULL)::int AS absent,
  count(*) FILTER (WHERE m.status = 'early_leave')::int AS early_leave,
  count(*) FILTER (WHERE m.status = 'absent' AND l.id IS NOT NULL)::int AS leave`;

/** The marks of some classes over a period, each with its student and the approved leave covering it. */
const marksOf = (schoolId: number, classes: string[], from: string, to: string) => sql`
  attendance_marks m
  JOIN users u ON u.id = m.student_id
  LEFT JOIN LATERAL (SELECT id FROM attendance_leaves
    WHERE student_id = m.student_id AND status = 'approved'
      AND m.day BETWEEN from_day AND to_day LIMIT 1) l ON true
  WHERE m.school_id = ${schoolId} AND m.day BETWEEN ${from} AND ${to}
    AND m.class_name IN (${sql.join(
      classes.map((name) => sql`${name}`),
      sql`, `,
    )})`;

/** At school (present, late, left early) over all marks: 0 with none. */
const rateOf = (c: Counted) => {
  const all = c.present + c.late + c.absent + c.early_leave + c.leave;
  return all === 0 ? 0 : (c.present + c.late + c.early_leave) / all;
};

const counts = (c: Counted): MarkCounts => ({
  present: c.present,
  late: c.late,
  absent: c.absent,
  early_leave: c.early_leave,
  leave: c.leave,
});

async function classRows(
  ctx: ServiceContext,
  schoolId: number,
  classes: string[],
  from: string,
  to: string,
): Promise<ClassAttendance[]> {
  const found = await rows<Counted & { class_name: string; students: number; days: number }>(
    ctx.db,
    sql`SELECT m.class_name, count(DISTINCT m.student_id)::int AS students,
        count(DISTINCT m.day)::int AS days, ${COUNTS}
      FROM ${marksOf(schoolId, classes, from, to)}
      GROUP BY m.class_name ORDER BY m.class_name`,
  );
  return found.map((row) => ({
    class_name: row.class_name,
    students: row.students,
    days: row.days,
    ...counts(row),
    rate: rateOf(row),
  }));
}

async function studentRows(
  ctx: ServiceContext,
  schoolId: number,
  classes: string[],
  from: string,
  to: string,
): Promise<StudentAttendance[]> {
  const found = await rows<
    Counted & {
      id: number;
      name_zh: string;
      name_en: string;
      class_name: string;
      class_number: number | null;
      days: number;
    }
  >(
    ctx.db,
    sql`SELECT u.id, u.name_zh, u.name_en, m.class_name, u.class_number,
        count(*)::int AS days, ${COUNTS}
      FROM ${marksOf(schoolId, classes, from, to)}
      GROUP BY u.id, m.class_name
      ORDER BY m.class_name, u.class_number NULLS LAST, u.id`,
  );
  return found.map((row) => ({
    id: row.id,
    name_zh: row.name_zh,
    name_en: row.name_en,
    class_name: row.class_name,
    class_number: row.class_number,
    days: row.days,
    ...counts(row),
    rate: rateOf(row),
  }));
}

/** The period's classes, and the chosen class's students. */
export async function attendanceReport(
  ctx: ServiceContext,
  { keeper, from, to, className }: { keeper: Keeper; from: string; to: string; className?: string },
): Promise<AttendanceReport> {
  const chosen = className === undefined ? null : keptClass(keeper, className);
  if (keeper.classes.length === 0) return { from, to, class_name: null, classes: [], students: [] };
  const [classes, students] = await Promise.all([
    classRows(ctx, keeper.schoolId, keeper.classes, from, to),
    chosen === null ? [] : studentRows(ctx, keeper.schoolId, [chosen], from, to),
  ]);
  return { from, to, class_name: chosen, classes, students };
}

/** The same as a workbook: the classes, and the students of the chosen class or of them all. */
export async function reportWorkbook(
  ctx: ServiceContext,
  { keeper, from, to, className }: { keeper: Keeper; from: string; to: string; className?: string },
): Promise<Download> {
  const chosen = className === undefined ? null : keptClass(keeper, className);
  const kept = keeper.classes;
  const [classes, students] =
    kept.length === 0
      ? [[], []]
      : await Promise.all([
          classRows(ctx, keeper.schoolId, kept, from, to),
          studentRows(ctx, keeper.schoolId, chosen === null ? kept : [chosen], from, to),
        ]);
  const tr = (name: string, values?: Record<string, string | number>) =>
    translate(ctx.locale, `attendance.export.${name}` as ContractMessageId, values);
  const bold = (value: string) => ({ value, fontWeight: "bold" as const });
  const countHeads = ["present", "late", "absent", "earlyLeave", "leave", "rate"].map((name) =>
    bold(tr(`column.${name}`)),
  );
  const percent = (rate: number) => ({ value: rate, format: "0.0%" });
  const countCells = (row: MarkCounts & { rate: number }) => [
    { value: row.present },
    { value: row.late },
    { value: row.absent },
    { value: row.early_leave },
    { value: row.leave },
    percent(row.rate),
  ];
  const classHead = [
    bold(tr("column.class")),
    bold(tr("column.students")),
    bold(tr("column.days")),
    ...countHeads,
  ];
  const studentHead = [
    ...["class", "number", "nameZh", "nameEn", "days"].map((name) => bold(tr(`column.${name}`))),
    ...countHeads,
  ];
  const bytes = await writeXlsxFile([
    {
      sheet: tr("sheet.classes"),
      data: [
        classHead,
        ...classes.map((c) => [
          { value: c.class_name },
          { value: c.students },
          { value: c.days },
          ...countCells(c),
        ]),
      ],
      stickyRowsCount: 1,
    },
    {
      sheet: tr("sheet.students"),
      data: [
        studentHead,
        ...students.map((s) => [
          { value: s.class_name ?? "" },
          s.class_number === null ? { value: "" } : { value: s.class_number },
          { value: s.name_zh },
          { value: s.name_en },
          { value: s.days },
          ...countCells(s),
        ]),
      ],
      columns: studentHead.map((_, index) => ({ width: index < 2 ? 8 : 14 })),
      stickyRowsCount: 1,
    },
  ]).toBuffer();
  return {
    name: `${tr("file", { from, to })}${chosen ? ` ${chosen}` : ""}.xlsx`,
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    bytes: new Uint8Array(bytes),
  };
}

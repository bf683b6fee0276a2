import {
  type BookReading,
  type ClassReading,
  type ContractMessageId,
  type OverdueLoan,
  type Page,
  type ReaderReading,
} from "@campus/contract";
import { sql, type SQL } from "drizzle-orm";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { firstRow, pageWindow, rows } from "../../db/sql";
import { translate } from "../messages";
import type { Download } from "../../http/download";
import type { ServiceContext } from "../../services/context";
import { schoolDay } from "../../services/school-days";
import type { Paging } from "./catalogue";
import { READER_COLUMNS, toReader, type ReaderColumns } from "./records";

/*
 * The librarian's reading reports (issue 38 §5). A loan counts in the period of the day it was
 * borrowed (school time), whatever became of it; students are counted by their class now. The
 * overdue list is today's: loans still out past their due day.
 */

interface Period {
  schoolId: number;
  from: string;
  to: string;
  class_name?: string;
}

const DAY_MS = 86_400_000;

/** Loans borrowed in the period by the school's students, of one class when asked. */
function studentLoans({ schoolId, from, to, class_name: className }: Period): SQL {
  const ofClass = className ? sql`AND u.class_name = ${className}` : sql``;
  return sql`loans l JOIN users u ON u.id = l.reader_id
    WHERE l.school_id = ${schoolId} AND u.login_type = 'student'
      AND l.borrowed_on BETWEEN ${from}::date AND ${to}::date ${ofClass}`;
}

/** Each class's students (active now), readers and loans in the period, classes in order. */
export async function classReading(
  { db }: ServiceContext,
  period: Period,
): Promise<{ list: ClassReading[] }> {
  const list = await rows<ClassReading>(
    db,
    sql`SELECT s.class_name, s.students, coalesce(r.readers, 0)::int AS readers,
        coalesce(r.loans, 0)::int AS loans
      FROM (SELECT class_name, count(*)::int AS students FROM users
        WHERE school_id = ${period.schoolId} AND login_type = 'student' AND status = 'active'
          AND class_name IS NOT NULL GROUP BY class_name) s
      LEFT JOIN (SELECT u.class_name, count(DISTINCT l.reader_id) AS readers, count(*) AS loans
        FROM ${studentLoans(period)} GROUP BY u.class_name) r ON r.class_name = s.class_name
      ORDER BY s.class_name`,
  );
  return { list };
}

type ReaderRow = ReaderColumns & { loans: number };

/** Students by their loans in the period, most first (then class and name). */
export async function readerReading(
  { db }: ServiceContext,
  { paging, ...period }: Period & { paging: Paging },
): Promise<Page<ReaderReading>> {
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const [list, count] = await Promise.all([
    rows<ReaderRow>(
      db,
      sql`SELECT ${sql.raw(READER_COLUMNS)}, count(*)::int AS loans FROM ${studentLoans(period)}
        GROUP BY u.id ORDER BY loans DESC, u.class_name, u.name_en, u.id
        LIMIT ${limit} OFFSET ${offset}`,
    ),
    firstRow<{ n: number }>(
      db,
      sql`SELECT count(DISTINCT l.reader_id)::int AS n FROM ${studentLoans(period)}`,
    ),
  ]);
  return {
    list: list.map((row) => ({ ...toReader(row), loans: row.loans })),
    total: count!.n,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

/** The books most borrowed in the period (by the school's students), with their readers. */
export async function bookReading(
  { db }: ServiceContext,
  { paging, ...period }: Period & { paging: Paging },
): Promise<Page<BookReading>> {
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const [list, count] = await Promise.all([
    rows<BookReading>(
      db,
      sql`SELECT b.id, b.name_zh, b.name_en, b.author, t.loans, t.readers
        FROM (SELECT l.book_id, count(*)::int AS loans, count(DISTINCT l.reader_id)::int AS readers
          FROM ${studentLoans(period)} GROUP BY l.book_id) t
        JOIN books b ON b.id = t.book_id
        ORDER BY t.loans DESC, t.readers DESC, b.id LIMIT ${limit} OFFSET ${offset}`,
    ),
    firstRow<{ n: number }>(
      db,
      sql`SELECT count(DISTINCT l.book_id)::int AS n FROM ${studentLoans(period)}`,
    ),
  ]);
  return { list, total: count!.n, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

type OverdueRow = ReaderColumns & {
  id: number;
  book_name_zh: string;
  book_name_en: string;
  book_no: string;
  due_date: string;
};

export function overdueWhere(schoolId: number, today: string, className?: string): SQL {
  const ofClass = className ? sql`AND u.class_name = ${className}` : sql``;
  return sql`loans l JOIN users u ON u.id = l.reader_id JOIN books b ON b.id = l.book_id
    JOIN book_copies k ON k.id = l.copy_id
    WHERE l.school_id = ${schoolId} AND l.status = 'borrowing' AND l.due_on < ${today}::date
      ${ofClass}`;
}

/** Loans past their due day today: by class (readers without one last), reader, due day. */
export async function overdueLoans(
  { db, now }: ServiceContext,
  {
    schoolId,
    class_name: className,
    paging,
  }: { schoolId: number; class_name?: string; paging: Paging },
): Promise<Page<OverdueLoan>> {
  const today = schoolDay(now);
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const where = overdueWhere(schoolId, today, className);
  const [list, count] = await Promise.all([
    rows<OverdueRow>(
      db,
      sql`SELECT l.id AS id, b.name_zh AS book_name_zh, b.name_en AS book_name_en,
          k.book_no, l.due_on::text AS due_date, ${sql.raw(READER_COLUMNS)}
        FROM ${where} ORDER BY u.class_name NULLS LAST, u.name_en, u.id, l.due_on, l.id
        LIMIT ${limit} OFFSET ${offset}`,
    ),
    firstRow<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${where}`),
  ]);
  return {
    list: list.map((row) => ({
      id: row.id,
      reader: toReader(row),
      book_name_zh: row.book_name_zh,
      book_name_en: row.book_name_en,
      book_no: row.book_no,
      due_date: row.due_date,
      days_overdue: Math.round((Date.parse(today) - Date.parse(row.due_date)) / DAY_MS),
    })),
    total: count!.n,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

/** Every row of a paged report, for the workbook (a school's year: a few thousand at most). */
const ALL = { pageNum: 1, pageSize: 5000 };

/** The period of the workbook's address, checked by the reports' own request schema. */
/**
 * The four reports as one workbook, a sheet each, in the reader's language: classes, students
 * (most loans first), books (most borrowed first), and today's overdue loans by class.
 */
export async function reportsWorkbook(
  ctx: ServiceContext,
  period: { schoolId: number; from: string; to: string },
): Promise<Download> {
  const tr = (id: string) => translate(ctx.locale, `library.report.${id}` as ContractMessageId);
  const english = ctx.locale === "en-US";
  const name = (r: { name_zh: string; name_en: string }) =>
    (english ? r.name_en : r.name_zh) || r.name_zh || r.name_en;
  const head = (...ids: string[]) =>
    ids.map((id) => ({ value: tr(`column.${id}`), fontWeight: "bold" as const }));
  const [classes, readers, books, overdue] = await Promise.all([
    classReading(ctx, period),
    readerReading(ctx, { ...period, paging: ALL }),
    bookReading(ctx, { ...period, paging: ALL }),
    overdueLoans(ctx, { schoolId: period.schoolId, paging: ALL }),
  ]);
  const sheets: { sheet: string; data: SheetData }[] = [
    {
      sheet: tr("sheet.classes"),
      data: [
        head("class", "students", "readers", "loans"),
        ...classes.list.map((c) => [
          { value: c.class_name },
          { value: c.students },
          { value: c.readers },
          { value: c.loans },
        ]),
      ],
    },
    {
      sheet: tr("sheet.readers"),
      data: [
        head("class", "readerNo", "name", "loans"),
        ...readers.list.map((r) => [
          { value: r.class_name ?? "" },
          { value: r.reader_no },
          { value: name(r) },
          { value: r.loans },
        ]),
      ],
    },
    {
      sheet: tr("sheet.books"),
      data: [
        head("title", "author", "loans", "readers"),
        ...books.list.map((b) => [
          { value: name(b) },
          { value: b.author },
          { value: b.loans },
          { value: b.readers },
        ]),
      ],
    },
    {
      sheet: tr("sheet.overdue"),
      data: [
        head("class", "readerNo", "name", "title", "bookNo", "dueDate", "daysOverdue"),
        ...overdue.list.map((o) => [
          { value: o.reader.class_name ?? "" },
          { value: o.reader.reader_no },
          { value: name(o.reader) },
          { value: english ? o.book_name_en || o.book_name_zh : o.book_name_zh },
          { value: o.book_no },
          { value: o.due_date },
          { value: o.days_overdue },
        ]),
      ],
    },
  ];
  const bytes = await writeXlsxFile(
    sheets.map((s) => ({
      ...s,
      stickyRowsCount: 1,
      columns: [{ width: 12 }, { width: 14 }, { width: 28 }],
    })),
  ).toBuffer();
  return {
    name: `${tr("file")} ${period.from} – ${period.to}.xlsx`,
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    bytes,
  };
}

import type { GateImported } from "@campus/contract/attendance";
import { LEAVE_AFTER_DAYS } from "@campus/contract/attendance";
import { and, eq, inArray, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { invalidField } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { addDays, schoolDay } from "../../services/school-days";
import { cellText, NotSpreadsheet, readSpreadsheet, type Cell } from "../../services/spreadsheet";
import { attendanceMarks } from "../schema";
import type { ToTell } from "./register";

/*
 * The school gate's card taps (decision 0047): its system exports a day's taps, a student
 * number and a time a row, and the office (or the gate, with an office account) sends them.
 * Each student's first tap marks them present, or late after the school's time; the class
 * teacher's register is never overwritten, and a student with no tap is left for it.
 */

/** Headers the gate's export may use for its two columns, in any case. */
const NUMBER_HEADERS = ["學生編號", "学生编号", "student_no", "student no.", "student number"];
const TIME_HEADERS = ["時間", "时间", "time", "tap time"];

/** "08:03", "8:03:15", "2026-12-02 08:03:15", "2026-12-02T08:03" → "08:03"; else null. */
export function tapTime(text: string): string | null {
  const found = /(?:^|[\sT])(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(text.trim());
  if (!found) return null;
  const hours = Number(found[1]);
  const minutes = Number(found[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${found[2]}`;
}

/** A time cell: a workbook's time (a Date), or text as the gate wrote it. */
const cellTime = (cell: Cell) =>
  cell instanceof Date
    ? tapTime(`${cell.getUTCHours()}:${String(cell.getUTCMinutes()).padStart(2, "0")}`)
    : tapTime(cellText(cell));

/** Each student number's first tap, and how many rows there were. */
export function firstTaps(cells: readonly (readonly Cell[])[]): {
  taps: Map<string, string>;
  rows: number;
} {
  const head = (cells[0] ?? []).map((cell) => cellText(cell).trim().toLowerCase());
  const numberAt = head.findIndex((h) => NUMBER_HEADERS.includes(h));
  const timeAt = head.findIndex((h) => TIME_HEADERS.includes(h));
  const named = numberAt >= 0 && timeAt >= 0;
  const body = named ? cells.slice(1) : cells;
  const taps = new Map<string, string>();
  let rows = 0;
  for (const row of body) {
    const number = cellText(row[named ? numberAt : 0]).trim();
    const time = cellTime(row[named ? timeAt : 1]);
    if (!number || !time) continue;
    rows += 1;
    const first = taps.get(number);
    if (first === undefined || time < first) taps.set(number, time);
  }
  return { taps, rows };
}

/**
 * Marks the register from a day's taps: present, or late after `lateAfter`; students with a
 * mark that day are left. Answers what it did, and the late students to tell (today only).
 */
export async function importGate(
  ctx: ServiceContext,
  {
    schoolId,
    userId,
    file,
    day,
    lateAfter,
  }: { schoolId: number; userId: number; file: File; day: string; lateAfter: string },
): Promise<GateImported & { toTell: (ToTell & { className: string })[] }> {
  const { db, now, locale } = ctx;
  const today = schoolDay(now);
  if (day > today) throw invalidField(locale, "day", "attendance.error.dayInFuture");
  if (day < addDays(today, -LEAVE_AFTER_DAYS))
    throw invalidField(locale, "day", "attendance.error.dayTooOld", { days: LEAVE_AFTER_DAYS });
  let cells: Cell[][];
  try {
    cells = (await readSpreadsheet(new Uint8Array(await file.arrayBuffer()))).cells;
  } catch (error) {
    if (!(error instanceof NotSpreadsheet)) throw error;
    throw invalidField(locale, "file", "attendance.error.gateFile");
  }
  const { taps, rows } = firstTaps(cells);
  const numbers = [...taps.keys()];
  const students =
    numbers.length === 0
      ? []
      : await db
          .select({ id: users.id, number: users.studentNo, className: users.className })
          .from(users)
          .where(
            and(
              eq(users.schoolId, schoolId),
              eq(users.status, "active"),
              sql`'student' = ANY(${users.roles})`,
              inArray(users.studentNo, numbers),
            ),
          );
  const known = students.filter((s) => s.className !== null && s.number !== null);
  const unknown = numbers.filter((n) => !known.some((s) => s.number === n));
  const written =
    known.length === 0
      ? []
      : await db
          .insert(attendanceMarks)
          .values(
            known.map((student) => {
              const time = taps.get(student.number!)!;
              const late = time > lateAfter;
              return {
                schoolId,
                studentId: student.id,
                day,
                className: student.className!,
                status: late ? ("late" as const) : ("present" as const),
                time: late ? time : null,
                note: null,
                markedBy: userId,
                markedAt: now,
              };
            }),
          )
          .onConflictDoNothing()
          .returning({ studentId: attendanceMarks.studentId, status: attendanceMarks.status });
  const late = written.filter((mark) => mark.status === "late");
  return {
    day,
    rows,
    present: written.length - late.length,
    late: late.length,
    kept: known.length - written.length,
    unknown: unknown.slice(0, 20),
    toTell:
      day !== today
        ? []
        : late.map((mark) => {
            const student = known.find((s) => s.id === mark.studentId)!;
            return {
              studentId: student.id,
              status: "late" as const,
              time: taps.get(student.number!)!,
              className: student.className!,
            };
          }),
  };
}

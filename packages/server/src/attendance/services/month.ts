import type { AttendanceMonth, MarkStatus } from "@campus/contract/attendance";
import { MARK_STATUSES } from "@campus/contract/attendance";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { ServiceContext } from "../../services/context";
import { schoolDay } from "../../services/school-days";
import type { Family } from "../callers";
import { attendanceMarks } from "../schema";
import { coveredBy, leavesTouching } from "./leaves";
import { shownStatus } from "./register";

/** The last day of a month ("2026-02" → "2026-02-28"). */
const lastDayOf = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The child's month: each day the register was taken, the counts, and the leave touching it. */
export async function familyMonth(
  { db, now }: ServiceContext,
  { family, month }: { family: Family; month?: string },
): Promise<AttendanceMonth> {
  const asked = month ?? schoolDay(now).slice(0, 7);
  const from = `${asked}-01`;
  const to = lastDayOf(asked);
  const { child } = family;
  const [marks, leaves] = await Promise.all([
    db
      .select()
      .from(attendanceMarks)
      .where(
        and(
          eq(attendanceMarks.studentId, child.id),
          gte(attendanceMarks.day, from),
          lte(attendanceMarks.day, to),
        ),
      )
      .orderBy(asc(attendanceMarks.day)),
    leavesTouching(db, { children: [child.id], from, to }),
  ]);
  const approved = leaves.filter((leave) => leave.status === "approved");
  const counts = Object.fromEntries(MARK_STATUSES.map((s) => [s, 0])) as Record<MarkStatus, number>;
  const days = marks.map((mark) => {
    const status = shownStatus(
      mark.status,
      approved.some((leave) => coveredBy(leave, mark.day)),
    );
    counts[status] += 1;
    return { day: mark.day, status, time: mark.time, note: mark.note };
  });
  return {
    child: {
      id: child.id,
      name_zh: child.nameZh,
      name_en: child.nameEn,
      class_name: child.className,
      class_number: child.classNumber,
    },
    month: asked,
    days,
    counts,
    leaves,
  };
}

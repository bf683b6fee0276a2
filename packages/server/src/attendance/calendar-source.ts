import { runPrepared, statement } from "../db/prepared";
import type { CalendarSource } from "../server-feature";
import { translate } from "./messages";
import type { attendanceLeaves } from "./schema";

/*
 * Attendance's part of a personal calendar (decision 0047): a child's approved leave, over its
 * days, in the family's calendar and on a subscribed phone — a family planning a trip sees the
 * days already away, the school's calendar beside them. Leading to the family's attendance page.
 */

type Leave = typeof attendanceLeaves.$inferSelect;

/** Asked on every calendar call: prepared, planned once (db/prepared.ts; the month benchmark). */
const APPROVED_LEAVE = statement(
  "attendance_calendar_leave",
  `SELECT id, student_id, from_day::text AS from_day, to_day::text AS to_day, part, reason, note
    FROM attendance_leaves
    WHERE student_id = ANY($1) AND status = 'approved' AND from_day <= $3::date
      AND to_day >= $2::date
    ORDER BY from_day, id`,
  ["int[]", "text", "text"],
);

interface LeaveRow {
  id: number;
  student_id: number;
  from_day: string;
  to_day: string;
  part: Leave["part"];
  reason: Leave["reason"];
  note: string;
}

export const attendanceCalendarSources: readonly CalendarSource[] = [
  {
    id: "attendance-leave",
    kinds: [
      {
        id: "leave",
        name: "attendance.calendar.kind",
        names: "attendance.calendar.kinds",
        colour: "#4e5ba6",
      },
    ],
    async items({ db, locale }, { people, from, to }) {
      const children = people.filter((p) => p.role === "student").map((p) => p.id);
      if (children.length === 0) return [];
      const found = await runPrepared<LeaveRow>(db, APPROVED_LEAVE, [children, from, to]);
      return found.map((leave) => ({
        id: String(leave.id),
        kind: "leave",
        personId: leave.student_id,
        day: leave.from_day,
        ...(leave.to_day === leave.from_day ? {} : { endDay: leave.to_day }),
        startTime: null,
        endTime: null,
        title: translate(locale, `attendance.calendar.${leave.reason}`, {
          part:
            leave.part === "whole" ? "" : translate(locale, `attendance.calendar.${leave.part}`),
        }),
        place: null,
        description: leave.note || null,
        link: "/attendance/home",
      }));
    },
  },
];

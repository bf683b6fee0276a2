import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { CalendarSource } from "../server-feature";
import { translate } from "./messages";
import { attendanceLeaves } from "./schema";

/*
 * Attendance's part of a personal calendar (decision 0047): a child's approved leave, over its
 * days, in the family's calendar and on a subscribed phone — a family planning a trip sees the
 * days already away, the school's calendar beside them. Leading to the family's attendance page.
 */

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
      const found = await db
        .select()
        .from(attendanceLeaves)
        .where(
          and(
            inArray(attendanceLeaves.studentId, children),
            eq(attendanceLeaves.status, "approved"),
            lte(attendanceLeaves.fromDay, to),
            gte(attendanceLeaves.toDay, from),
          ),
        )
        .orderBy(asc(attendanceLeaves.fromDay), asc(attendanceLeaves.id));
      return found.map((leave) => ({
        id: String(leave.id),
        kind: "leave",
        personId: leave.studentId,
        day: leave.fromDay,
        ...(leave.toDay === leave.fromDay ? {} : { endDay: leave.toDay }),
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

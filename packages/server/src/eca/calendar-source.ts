import type { Locale } from "@campus/contract";
import { runPrepared, statement } from "../db/prepared";
import type { CalendarSource } from "../server-feature";
import { nameFor, withSimplified } from "./services/names";

/*
 * The ECA tracker's part of a personal calendar: the days of the events a student takes part
 * in (their entry passed or waiting, not rejected), and of those a teacher answers for. Whole
 * days, a multi-day event once from its first day to its last (one event in a subscribed
 * calendar, with its dates on its card), titled in the reader's language, with the organiser as
 * the place. A parent sees their children's, as the calendar asks for them.
 */

const LINK = "/smarteca/events";

/* One query for both (prepared: it runs on every calendar call — decision 0006). */
const EVENTS = statement(
  "eca_calendar_events",
  `SELECT e.id, x.person_id, e.starts_on::text AS starts_on, e.ends_on::text AS ends_on,
      e.name_zh, e.name_en, e.organiser, e.start_time, e.end_time, x.role
    FROM eca_events e
    JOIN (
      SELECT en.event_id, en.student_id AS person_id, 'student' AS role
        FROM eca_entries en WHERE en.student_id = ANY($1) AND en.status <> 'rejected'
      UNION
      SELECT t.event_id, t.teacher_id, 'teacher' FROM eca_event_teachers t WHERE t.teacher_id = ANY($2)
    ) x ON x.event_id = e.id
    WHERE e.status <> 'rejected' AND e.starts_on <= $4::date AND e.ends_on >= $3::date`,
  ["int[]", "int[]", "text", "text"],
);

interface EventRow {
  id: number;
  person_id: number;
  starts_on: string;
  ends_on: string;
  name_zh: string;
  name_en: string;
  organiser: string;
  start_time: string | null;
  end_time: string | null;
  role: "student" | "teacher";
}

const TEACHING: Record<Locale, string> = {
  "zh-TW": "負責老師",
  "zh-CN": "负责老师",
  "en-US": "Teacher in charge",
};

export const ecaCalendarSources: readonly CalendarSource[] = [
  {
    id: "eca",
    kinds: [
      {
        id: "eca",
        name: "eca.calendar.kind",
        names: "eca.calendar.kinds",
        colour: "#0e7490",
      },
    ],
    async items({ db, locale }, { people, from, to }) {
      const students = people.filter((p) => p.role === "student").map((p) => p.id);
      const teachers = people.filter((p) => p.role === "teacher").map((p) => p.id);
      if (students.length + teachers.length === 0) return [];
      const rows = await runPrepared<EventRow>(db, EVENTS, [students, teachers, from, to]);
      return rows.map((row) => ({
        id: `${row.id}-${row.person_id}`,
        kind: "eca",
        personId: row.person_id,
        day: row.starts_on,
        endDay: row.ends_on,
        // At its time of day where the event gives one (issue 37, item 10); else the whole day.
        startTime: row.start_time,
        endTime: row.start_time ? row.end_time : null,
        title: nameFor(locale, withSimplified(row)),
        place: row.organiser || null,
        description: row.role === "teacher" ? TEACHING[locale] : null,
        // Students' own record page comes with part 2 (`/smarteca/detail`).
        link: row.role === "teacher" ? LINK : null,
      }));
    },
  },
];

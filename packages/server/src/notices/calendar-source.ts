import { runPrepared, statement } from "../db/prepared";
import type { CalendarSource } from "../server-feature";
import { nameFor } from "../services/simplified";
import { translate } from "./messages";

/*
 * Notices' part of a personal calendar (issue 40): the last day to reply on a notice's slip, for
 * each child whose family has not replied yet — in the family's calendar and on a subscribed
 * phone, which reminds the day before (`alarm`). Gone from the calendar once the family replies.
 */

/** Asked on every calendar call: prepared, planned once (db/prepared.ts; the month benchmark). */
const OPEN_SLIPS = statement(
  "notices_calendar_deadlines",
  `SELECT n.id AS notice_id, nr.student_id, n.slip->>'deadline' AS day, n.title_zh, n.title_en
    FROM notice_recipients nr
    JOIN notices n ON n.id = nr.notice_id AND n.status = 'published'
    WHERE nr.student_id = ANY($1)
      AND n.slip IS NOT NULL
      AND n.slip->>'deadline' BETWEEN $2 AND $3
      AND NOT EXISTS (SELECT 1 FROM notice_replies rr WHERE rr.notice_id = n.id
        AND rr.student_id = nr.student_id AND rr.reopened_at IS NULL)
    ORDER BY n.id`,
  ["int[]", "text", "text"],
);

interface DeadlineRow {
  notice_id: number;
  student_id: number;
  day: string;
  title_zh: string;
  title_en: string;
}

export const noticesCalendarSources: readonly CalendarSource[] = [
  {
    id: "notices",
    kinds: [
      {
        id: "notice",
        name: "notices.calendar.kind",
        names: "notices.calendar.kinds",
        colour: "#c11574",
        alarm: true,
      },
    ],
    async items({ db, locale }, { people, from, to }) {
      const children = people.filter((p) => p.role === "student").map((p) => p.id);
      if (children.length === 0) return [];
      const found = await runPrepared<DeadlineRow>(db, OPEN_SLIPS, [children, from, to]);
      return found.map((row) => ({
        id: `${row.notice_id}-${row.student_id}`,
        kind: "notice",
        personId: row.student_id,
        day: row.day,
        startTime: null,
        endTime: null,
        title: translate(locale, "notices.calendar.reply", {
          title: nameFor(locale, { name_zh: row.title_zh, name_en: row.title_en }),
        }),
        place: null,
        description: null,
        // The notice for this child, where the family replies (the client's `noticePath`).
        link: `/notices/detail?id=${row.notice_id}&child=${row.student_id}`,
      }));
    },
  },
];

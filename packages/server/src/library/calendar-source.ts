import type { Locale } from "@campus/contract";
import { runPrepared, statement } from "../db/prepared";
import type { CalendarSource } from "../server-feature";

/*
 * The library's part of a personal calendar: the day each open loan is due back, and the last
 * day to collect a reservation that is ready. Students only (teachers' loans stay in the
 * library's own records).
 */

const DUE: Record<Locale, (title: string) => string> = {
  "zh-TW": (title) => `還書限期：《${title}》`,
  "zh-CN": (title) => `还书期限：《${title}》`,
  "en-US": (title) => `Return “${title}”`,
};
const PICKUP: Record<Locale, (title: string) => string> = {
  "zh-TW": (title) => `取書限期：《${title}》`,
  "zh-CN": (title) => `取书期限：《${title}》`,
  "en-US": (title) => `Last day to collect “${title}”`,
};
const PLACE: Record<Locale, string> = {
  "zh-TW": "學校圖書館",
  "zh-CN": "学校图书馆",
  "en-US": "School library",
};

const titleOf = (book: { nameZh: string; nameEn: string }, locale: Locale) =>
  locale === "en-US" ? book.nameEn || book.nameZh : book.nameZh || book.nameEn;

/*
 * One query for both (prepared: it runs on every calendar call — decision 0006, the calendar's
 * month benchmark).
 */
const DEADLINES = statement(
  "library_calendar_deadlines",
  `SELECT 'due' AS what, l.id, l.reader_id, l.due_on::text AS day, b.name_zh, b.name_en
    FROM loans l JOIN books b ON b.id = l.book_id
    WHERE l.reader_id = ANY($1) AND l.status IN ('borrowing', 'lossPending')
      AND l.due_on BETWEEN $2::date AND $3::date
  UNION ALL
  SELECT 'pickup', r.id, r.reader_id, r.pickup_by::text, b.name_zh, b.name_en
    FROM reservations r JOIN books b ON b.id = r.book_id
    WHERE r.reader_id = ANY($1) AND r.status = 'ready'
      AND r.pickup_by BETWEEN $2::date AND $3::date`,
  ["int[]", "text", "text"],
);

interface DeadlineRow {
  what: "due" | "pickup";
  id: number;
  reader_id: number;
  day: string;
  name_zh: string;
  name_en: string;
}

export const libraryCalendarSources: readonly CalendarSource[] = [
  {
    id: "library",
    kinds: [
      {
        id: "library",
        name: "library.calendar.kind",
        names: "library.calendar.kinds",
        colour: "#6941c6",
        alarm: true,
      },
    ],
    async items({ db, locale }, { people, from, to }) {
      const readers = people.filter((p) => p.role === "student").map((p) => p.id);
      if (readers.length === 0) return [];
      const rows = await runPrepared<DeadlineRow>(db, DEADLINES, [readers, from, to]);
      return rows.map((row) => {
        const title = titleOf({ nameZh: row.name_zh, nameEn: row.name_en }, locale);
        const due = row.what === "due";
        return {
          id: `${row.what}-${row.id}`,
          kind: "library",
          personId: row.reader_id,
          day: row.day,
          startTime: null,
          endTime: null,
          title: due ? DUE[locale](title) : PICKUP[locale](title),
          place: PLACE[locale],
          description: null,
          link: due ? "/library/myrecord/borrow/now" : "/library/myrecord/borrow/subscribe",
        };
      });
    },
  },
];

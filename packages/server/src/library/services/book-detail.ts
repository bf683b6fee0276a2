import type { BookDetail } from "@campus/contract";
import { runPrepared, statement } from "../../db/prepared";
import { missing } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { schoolDay } from "../../services/school-days";
import { SUMMARY_COLUMNS, SUMMARY_JOINS, toBookSummary, type SummaryRow } from "./book-summary";
import { categoryNames } from "./catalogue";
import type { Reader } from "./reader";
import { ACTIVE_RESERVATION, OPEN_LOAN } from "./records";

const DETAIL = statement(
  "lib_book_detail",
  `WITH page AS (SELECT $1::int AS id)
  SELECT ${SUMMARY_COLUMNS}, b.publisher_id, b.publish_year, b.intro_zh, b.intro_en,
    (SELECT count(*)::int FROM reviews v WHERE v.book_id = b.id) AS review_count,
    (SELECT count(*)::int FROM book_copies c WHERE c.book_id = b.id AND c.status = 'on_loan') AS on_loan
  FROM page ${SUMMARY_JOINS} WHERE b.school_id = $2`,
  ["int", "int"],
);

const FOR_READER = statement(
  "lib_book_detail_reader",
  `SELECT EXISTS (SELECT 1 FROM favorites WHERE reader_id = $1 AND book_id = $2) AS favorite,
    EXISTS (SELECT 1 FROM loans WHERE reader_id = $1 AND book_id = $2 AND status IN ${OPEN_LOAN}) AS on_loan,
    r.id AS reservation_id, r.status AS reservation_status,
    CASE WHEN r.id IS NOT NULL THEN (SELECT count(*)::int + 1 FROM reservations q
      WHERE q.book_id = r.book_id AND q.status IN ${ACTIVE_RESERVATION}
        AND (q.reserved_at, q.id) < (r.reserved_at, r.id)) END AS queue_position
  FROM (SELECT 1) one LEFT JOIN reservations r
    ON r.reader_id = $1 AND r.book_id = $2 AND r.status IN ${ACTIVE_RESERVATION}`,
  ["int", "int"],
);

/** One view per viewer per book per library day: the first inserts the row and counts. */
const COUNT_VIEW = statement(
  "lib_count_view",
  `WITH seen AS (INSERT INTO book_views (book_id, viewer, day) VALUES ($1, $2, $3::date)
    ON CONFLICT DO NOTHING RETURNING book_id)
  UPDATE book_counters SET view_count = view_count + 1
  WHERE book_id = (SELECT book_id FROM seen) RETURNING view_count`,
  ["int", "text", "text"],
);

type DetailRow = SummaryRow & {
  publisher_id: number;
  publish_year: number | null;
  intro_zh: string;
  intro_en: string;
  review_count: number;
  on_loan: number;
};

/**
 * A book with what the reader needs to act on it. Disabled books are shown (status says so)
 * but cannot be reserved. The view counts once per viewer — the reader, or the caller's
 * address when signed out — per day.
 */
export async function bookDetail(
  { db, now, locale }: ServiceContext,
  {
    schoolId,
    bookId,
    reader,
    viewer,
  }: { schoolId: number; bookId: number; reader: Reader | null; viewer: string },
): Promise<BookDetail> {
  const [row] = await runPrepared<DetailRow>(db, DETAIL, [bookId, schoolId]);
  if (!row) throw missing("library.error.bookNotFound");
  const [counted] = await runPrepared<{ view_count: number }>(db, COUNT_VIEW, [
    bookId,
    viewer,
    schoolDay(now),
  ]);
  const [names, mine] = await Promise.all([
    categoryNames(db, schoolId, locale),
    reader
      ? runPrepared<{
          favorite: boolean;
          on_loan: boolean;
          reservation_id: number | null;
          reservation_status: "reserving" | "preparing" | "ready" | null;
          queue_position: number | null;
        }>(db, FOR_READER, [reader.id, bookId]).then((rows) => rows[0]!)
      : null,
  ]);
  return {
    ...toBookSummary({ ...row, view_count: counted?.view_count ?? row.view_count }),
    category: names.get(row.category_id) ?? "",
    subcategory: row.subcategory_id === null ? null : (names.get(row.subcategory_id) ?? null),
    publisher_id: row.publisher_id,
    publish_year: row.publish_year,
    intro_zh: row.intro_zh,
    intro_en: row.intro_en,
    review_count: row.review_count,
    on_loan: row.on_loan,
    favorite: mine?.favorite ?? false,
    on_loan_to_me: mine?.on_loan ?? false,
    my_reservation:
      mine?.reservation_id && mine.reservation_status
        ? {
            id: mine.reservation_id,
            status: mine.reservation_status,
            queue_position: mine.queue_position,
          }
        : null,
  };
}

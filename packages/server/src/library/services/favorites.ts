import type { Favorite, Page } from "@campus/contract";
import { sql } from "drizzle-orm";
import { firstRow, pageWindow, rows } from "../../db/sql";
import { missing } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { SUMMARY_COLUMNS, SUMMARY_JOINS, toBookSummary, type SummaryRow } from "./book-summary";
import type { Paging } from "./catalogue";
import type { Reader } from "./reader";
import { iso } from "./records";

/** Adds or removes a favourite; saying the same twice changes nothing. */
export async function setFavorite(
  { db, now }: ServiceContext,
  {
    reader,
    schoolId,
    bookId,
    favorite,
  }: { reader: Reader; schoolId: number; bookId: number; favorite: boolean },
): Promise<{ favorite: boolean }> {
  const book = await firstRow(
    db,
    sql`SELECT 1 FROM books WHERE id = ${bookId} AND school_id = ${schoolId}`,
  );
  if (!book) throw missing("library.error.bookNotFound");
  if (favorite) {
    await db.execute(sql`INSERT INTO favorites (reader_id, book_id, created_at)
      VALUES (${reader.id}, ${bookId}, ${now.toISOString()}::timestamptz) ON CONFLICT DO NOTHING`);
  } else {
    await db.execute(
      sql`DELETE FROM favorites WHERE reader_id = ${reader.id} AND book_id = ${bookId}`,
    );
  }
  return { favorite };
}

export async function readerFavorites(
  { db }: ServiceContext,
  { reader, schoolId, paging }: { reader: Reader; schoolId: number; paging: Paging },
): Promise<Page<Favorite>> {
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const [list, count] = await Promise.all([
    rows<SummaryRow & { favorited_at: string }>(
      db,
      sql`WITH page AS (SELECT f.book_id AS id, f.created_at FROM favorites f
          JOIN books fb ON fb.id = f.book_id AND fb.school_id = ${schoolId}
          WHERE f.reader_id = ${reader.id}
          ORDER BY f.created_at DESC, f.book_id DESC LIMIT ${limit} OFFSET ${offset})
        SELECT ${sql.raw(SUMMARY_COLUMNS)}, ${sql.raw(iso("page.created_at"))} AS favorited_at
        FROM page ${sql.raw(SUMMARY_JOINS)} ORDER BY page.created_at DESC, page.id DESC`,
    ),
    firstRow<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM favorites f JOIN books b ON b.id = f.book_id
        WHERE f.reader_id = ${reader.id} AND b.school_id = ${schoolId}`,
    ),
  ]);
  return {
    list: list.map((row) => ({ ...toBookSummary(row), favorited_at: row.favorited_at })),
    total: count!.n,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

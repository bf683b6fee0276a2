import type { Locale, Page, Review } from "@campus/contract";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { plainText } from "../../db/plain-text";
import { firstRow, pageWindow, rows } from "../../db/sql";
import { conflict, missing, notYours } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import type { Paging } from "./catalogue";
import type { Reader } from "./reader";
import { iso, query } from "./records";

interface ReviewRow {
  id: number;
  book_id: number;
  book_name_zh: string;
  book_name_en: string;
  cover: string | null;
  content: string;
  reviewer_zh: string;
  reviewer_en: string;
  created_at: string;
  like_count: number;
  liked: boolean;
  mine: boolean;
}

/** Reviews as `viewer` sees them: whether they like each one and which are theirs. */
function reviewSelect(viewer: number) {
  return sql`SELECT v.id, b.id AS book_id, b.name_zh AS book_name_zh, b.name_en AS book_name_en,
    b.cover, v.content, u.name_zh AS reviewer_zh, u.name_en AS reviewer_en,
    ${sql.raw(iso("v.created_at"))} AS created_at, v.like_count,
    EXISTS (SELECT 1 FROM review_likes k WHERE k.review_id = v.id AND k.reader_id = ${viewer}) AS liked,
    v.reader_id = ${viewer} AS mine
    FROM reviews v JOIN books b ON b.id = v.book_id JOIN users u ON u.id = v.reader_id`;
}

/** The reviewer is shown by name in the caller's script (en-US: English name), never by id. */
function toReview(row: ReviewRow, locale: Locale): Review {
  return {
    id: row.id,
    book_id: row.book_id,
    book_name_zh: row.book_name_zh,
    book_name_en: row.book_name_en,
    cover: row.cover,
    content: row.content,
    reviewer: locale === "en-US" ? row.reviewer_en : row.reviewer_zh,
    created_at: row.created_at,
    like_count: row.like_count,
    liked: row.liked,
    mine: row.mine,
  };
}

async function reviewPage(db: Db, viewer: number, where: SQL, paging: Paging, locale: Locale) {
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const [list, count] = await Promise.all([
    rows<ReviewRow>(
      db,
      sql`${reviewSelect(viewer)} ${where} ORDER BY v.created_at DESC, v.id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    firstRow<{ n: number }>(
      db,
      query(`SELECT count(*)::int AS n FROM reviews v JOIN books b ON b.id = v.book_id`, where),
    ),
  ]);
  return {
    list: list.map((row) => toReview(row, locale)),
    total: count!.n,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

/** A book's reviews, newest first; signed out, nothing is liked or mine. */
export async function bookReviews(
  { db, locale }: ServiceContext,
  {
    reader,
    schoolId,
    bookId,
    paging,
  }: { reader: Reader | null; schoolId: number; bookId: number; paging: Paging },
): Promise<Page<Review>> {
  const book = await firstRow(
    db,
    sql`SELECT 1 FROM books WHERE id = ${bookId} AND school_id = ${schoolId}`,
  );
  if (!book) throw missing("library.error.bookNotFound");
  return reviewPage(db, reader?.id ?? 0, sql`WHERE v.book_id = ${bookId}`, paging, locale);
}

export function readerReviews(
  { db, locale }: ServiceContext,
  { reader, schoolId, paging }: { reader: Reader; schoolId: number; paging: Paging },
) {
  return reviewPage(
    db,
    reader.id,
    sql`WHERE v.reader_id = ${reader.id} AND b.school_id = ${schoolId}`,
    paging,
    locale,
  );
}

export async function addReview(
  { db, now, locale }: ServiceContext,
  {
    reader,
    schoolId,
    bookId,
    content,
  }: { reader: Reader; schoolId: number; bookId: number; content: string },
): Promise<Review> {
  const book = await firstRow(
    db,
    sql`SELECT 1 FROM books WHERE id = ${bookId} AND school_id = ${schoolId}`,
  );
  if (!book) throw missing("library.error.bookNotFound");
  const created = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO reviews (book_id, reader_id, content, created_at)
      VALUES (${bookId}, ${reader.id}, ${plainText(content)}, ${now.toISOString()}::timestamptz)
      RETURNING id`,
  );
  const row = await firstRow<ReviewRow>(
    db,
    sql`${reviewSelect(reader.id)} WHERE v.id = ${created!.id}`,
  );
  return toReview(row!, locale);
}

/** Deletes the reader's own review (its likes go with it); another's reads as not found. */
export async function deleteReview(
  { db }: ServiceContext,
  { reader, schoolId, id }: { reader: Reader; schoolId: number; id: number },
): Promise<null> {
  const deleted = await rows(
    db,
    sql`DELETE FROM reviews v USING books b WHERE v.id = ${id} AND v.reader_id = ${reader.id}
      AND b.id = v.book_id AND b.school_id = ${schoolId} RETURNING v.id`,
  );
  if (deleted.length === 0) throw notYours();
  return null;
}

/** Likes or unlikes a review; repeating either changes nothing. The count moves with the like row. */
export async function likeReview(
  { db }: ServiceContext,
  { reader, schoolId, id, like }: { reader: Reader; schoolId: number; id: number; like: boolean },
): Promise<{ id: number; liked: boolean; like_count: number }> {
  return db.transaction(async (tx) => {
    const review = await firstRow<{ reader_id: number }>(
      tx,
      sql`SELECT v.reader_id FROM reviews v JOIN books b ON b.id = v.book_id
        WHERE v.id = ${id} AND b.school_id = ${schoolId} FOR UPDATE OF v`,
    );
    if (!review) throw missing("api.error.notFound");
    // A like says another reader found it useful: one's own review cannot be liked.
    if (like && review.reader_id === reader.id) throw conflict("library.error.ownReview");
    const changed = like
      ? await rows(
          tx,
          sql`INSERT INTO review_likes (review_id, reader_id) VALUES (${id}, ${reader.id})
          ON CONFLICT DO NOTHING RETURNING review_id`,
        )
      : await rows(
          tx,
          sql`DELETE FROM review_likes WHERE review_id = ${id} AND reader_id = ${reader.id}
          RETURNING review_id`,
        );
    const delta = changed.length === 0 ? 0 : like ? 1 : -1;
    const updated = await firstRow<{ like_count: number }>(
      tx,
      sql`UPDATE reviews SET like_count = like_count + ${delta} WHERE id = ${id} RETURNING like_count`,
    );
    return { id, liked: like, like_count: updated!.like_count };
  });
}

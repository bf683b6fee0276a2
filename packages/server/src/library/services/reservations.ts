import type { Page, Reservation } from "@campus/contract";
import { sql } from "drizzle-orm";
import { runPrepared, statement, type Param, type PreparedStatement } from "../../db/prepared";
import { type Executor, firstRow, isUniqueViolation, pageWindow, rows } from "../../db/sql";
import { conflict, missing, notYours } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import type { Paging } from "./catalogue";
import type { Reader } from "./reader";
import {
  ACTIVE_RESERVATION,
  OPEN_LOAN,
  RESERVATION_SELECT,
  iso,
  query,
  toReservation,
  type ReservationRow,
} from "./records";
import { rulesOf } from "./rules";

interface BookRef {
  name_zh: string;
  name_en: string;
  cover: string | null;
}

/** A reservation that has no copy yet, built from what the transaction already read. */
function waitingReservation(
  id: number,
  bookId: number,
  book: BookRef,
  reservedAt: Date,
  queuePosition: number | null,
): Reservation {
  return toReservation({
    id,
    status: "reserving",
    reserved_at: reservedAt.toISOString(),
    pickup_by: null,
    borrowed_on: null,
    book_id: bookId,
    book_name_zh: book.name_zh,
    book_name_en: book.name_en,
    cover: book.cover,
    book_no: null,
    queue_position: queuePosition,
  });
}

export async function reservationById(db: Executor, id: number) {
  const row = await firstRow<ReservationRow>(
    db,
    query(RESERVATION_SELECT, sql`WHERE r.id = ${id}`),
  );
  return row!;
}

/** A reader's own reservations queue here, so parallel requests cannot overrun their limit. */
const LOCK_READER = statement(
  "lib_tx_lock_reader",
  "SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE",
  ["int"],
);
/** The book and the reader's standing with it, read after the reader's lock is held. */
const BOOK_AND_READER = statement(
  "lib_tx_book_and_reader",
  `SELECT b.status, b.name_zh, b.name_en, b.cover,
    EXISTS (SELECT 1 FROM reservations WHERE reader_id = $1 AND book_id = $2
      AND status IN ${ACTIVE_RESERVATION}) AS reserved,
    EXISTS (SELECT 1 FROM loans WHERE reader_id = $1 AND book_id = $2
      AND status IN ${OPEN_LOAN}) AS on_loan,
    (SELECT count(*)::int FROM reservations WHERE reader_id = $1
      AND status IN ${ACTIVE_RESERVATION}) AS active
  FROM books b WHERE b.id = $2 AND b.school_id = $3`,
  ["int", "int", "int"],
);
/**
 * The last copy is decided here: the conditional UPDATE takes a place only while one is free;
 * of two racing transactions the second waits for the first's row lock, re-reads the row and
 * matches nothing, so it inserts nothing either.
 */
const TAKE_PLACE = statement(
  "lib_tx_take_place",
  `WITH taken AS (UPDATE book_counters SET active_reservations = active_reservations + 1
      WHERE book_id = $3 AND active_reservations < stock RETURNING active_reservations)
    INSERT INTO reservations (school_id, reader_id, book_id, status, reserved_at)
    SELECT $1, $2, $3, 'reserving', $4::timestamptz FROM taken
    RETURNING id, (SELECT active_reservations FROM taken) AS place`,
  ["int", "int", "int", "text"],
);

/**
 * Reserves a book for the reader. The rules are checked under a lock on the reader (their own
 * requests queue behind each other), and the last copy is settled by one conditional UPDATE:
 * of two readers racing for it, the database lets exactly one through.
 */
export async function reserveBook(
  { db, now }: ServiceContext,
  { reader, schoolId, bookId }: { reader: Reader; schoolId: number; bookId: number },
): Promise<Reservation> {
  const rules = await rulesOf(db, schoolId);
  try {
    return await db.transaction(async (tx) => {
      const run = <T>(stmt: PreparedStatement, params: Param[]) =>
        runPrepared<T>(db, stmt, params, tx);
      // Few round trips: PGlite serves one transaction at a time, so a transaction's gaps
      // between statements are time nobody else can use the database.
      await run(LOCK_READER, [reader.id]);
      const [book] = await run<
        BookRef & { status: string; reserved: boolean; on_loan: boolean; active: number }
      >(BOOK_AND_READER, [reader.id, bookId, schoolId]);
      if (!book) throw missing("library.error.bookNotFound");
      if (book.status !== "enabled") throw conflict("library.error.bookDisabled");
      if (book.reserved) throw conflict("library.error.alreadyReserved");
      if (book.on_loan) throw conflict("library.error.alreadyOnLoan");
      if (book.active >= rules.max_reservations)
        throw conflict("library.error.reservationLimit", { max: rules.max_reservations });
      const [created] = await run<{ id: number; place: number }>(TAKE_PLACE, [
        schoolId,
        reader.id,
        bookId,
        now.toISOString(),
      ]);
      if (!created) throw conflict("library.error.noCopyLeft");
      // Every active reservation of the book is older than this one: it is last in line.
      return waitingReservation(created.id, bookId, book, now, created.place);
    });
  } catch (error) {
    // The lock makes this rare; the unique index is the last word when it happens.
    if (isUniqueViolation(error)) throw conflict("library.error.alreadyReserved");
    throw error;
  }
}

/**
 * The book is looked up by its key for the one reservation (`OFFSET 0` keeps the planner from
 * turning it into a join: on stale statistics it merged the reservation with a scan of 70,000
 * books, 22 ms of every cancel).
 */
const OWN_RESERVATION = statement(
  "lib_tx_own_reservation",
  `SELECT r.status, r.book_id, ${iso("r.reserved_at")} AS reserved_at, b.name_zh, b.name_en, b.cover
    FROM reservations r
    CROSS JOIN LATERAL (SELECT name_zh, name_en, cover FROM books WHERE id = r.book_id OFFSET 0) b
    WHERE r.id = $1 AND r.reader_id = $2 AND r.school_id = $3 FOR UPDATE OF r`,
  ["int", "int", "int"],
);
/** Cancelled, and its place in the book's count given back, in one statement. */
const CANCEL = statement(
  "lib_tx_cancel_reservation",
  `WITH cancelled AS (UPDATE reservations SET status = 'cancelled' WHERE id = $1 RETURNING book_id)
  UPDATE book_counters SET active_reservations = active_reservations - 1
  WHERE book_id = (SELECT book_id FROM cancelled)`,
  ["int"],
);

/** Cancels the reader's own reservation while it still waits; another reader's reads as not found. */
export async function cancelReservation(
  { db }: ServiceContext,
  { reader, schoolId, id }: { reader: Reader; schoolId: number; id: number },
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const [current] = await runPrepared<
      BookRef & { status: string; book_id: number; reserved_at: string }
    >(db, OWN_RESERVATION, [id, reader.id, schoolId], tx);
    if (!current) throw notYours();
    if (current.status !== "reserving") throw conflict("library.error.cannotCancel");
    await runPrepared(db, CANCEL, [id], tx);
    return {
      ...waitingReservation(id, current.book_id, current, new Date(current.reserved_at), null),
      status: "cancelled",
    };
  });
}

/** The reader's reservations: waiting ones first (oldest first), then the others, newest first. */
export async function readerReservations(
  { db }: ServiceContext,
  { reader, schoolId, paging }: { reader: Reader; schoolId: number; paging: Paging },
): Promise<Page<Reservation>> {
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const where = sql`WHERE r.reader_id = ${reader.id} AND r.school_id = ${schoolId}`;
  const [list, count] = await Promise.all([
    rows<ReservationRow>(
      db,
      query(
        RESERVATION_SELECT,
        sql`${where} ORDER BY (r.status IN ${sql.raw(ACTIVE_RESERVATION)}) DESC,
          CASE WHEN r.status IN ${sql.raw(ACTIVE_RESERVATION)} THEN r.reserved_at END ASC,
          r.reserved_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
      ),
    ),
    firstRow<{ n: number }>(db, query(`SELECT count(*)::int AS n FROM reservations r`, where)),
  ]);
  return {
    list: list.map(toReservation),
    total: count!.n,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

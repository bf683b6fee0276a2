import type { DeskLoan, DeskReservation, DeskReturn, Page } from "@campus/contract";
import { sql } from "drizzle-orm";
import { type Executor, firstRow, pageWindow, rows } from "../../db/sql";
import { conflict, missing } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { addDays, schoolDay } from "../../services/school-days";
import type { Paging } from "./catalogue";
import { catalogueChanged } from "./catalogue-cache";
import { loanById } from "./loans";
import {
  ACTIVE_RESERVATION,
  LOAN_SELECT,
  OPEN_LOAN,
  RESERVATION_SELECT,
  query,
  toDeskLoan,
  toDeskReservation,
  type LoanRow,
  type ReservationRow,
} from "./records";
import { reservationById } from "./reservations";
import { rulesOf } from "./rules";

/*
 * The librarian's desk (staff only; register() refuses other roles). Every move is one
 * transaction that locks the rows it changes, so two librarians scanning the same copy at
 * once cannot both lend it (the open-loan unique index is the last word).
 */

/** The reservations queue, oldest first; a status narrows it. */
export async function deskReservations(
  { db }: ServiceContext,
  {
    schoolId,
    status,
    paging,
  }: { schoolId: number; status?: "reserving" | "preparing" | "ready"; paging: Paging },
): Promise<Page<DeskReservation>> {
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const where = status
    ? sql`WHERE r.school_id = ${schoolId} AND r.status = ${status}`
    : sql`WHERE r.school_id = ${schoolId} AND r.status IN ${sql.raw(ACTIVE_RESERVATION)}`;
  const [list, count] = await Promise.all([
    rows<ReservationRow>(
      db,
      query(
        RESERVATION_SELECT,
        sql`${where} ORDER BY r.reserved_at, r.id LIMIT ${limit} OFFSET ${offset}`,
      ),
    ),
    firstRow<{ n: number }>(db, query(`SELECT count(*)::int AS n FROM reservations r`, where)),
  ]);
  return {
    list: list.map(toDeskReservation),
    total: count!.n,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

/**
 * reserving → preparing → ready. Ready sets an on-shelf copy aside for the reader, to be
 * collected within the pickup days; any other move is refused.
 */
export async function moveReservation(
  { db, now }: ServiceContext,
  { schoolId, id, status }: { schoolId: number; id: number; status: "preparing" | "ready" },
): Promise<DeskReservation> {
  const rules = await rulesOf(db, schoolId);
  return db.transaction(async (tx) => {
    const current = await firstRow<{ status: string; book_id: number }>(
      tx,
      sql`SELECT status, book_id FROM reservations WHERE id = ${id} AND school_id = ${schoolId} FOR UPDATE`,
    );
    if (!current) throw missing("api.error.notFound");
    const allowed = status === "preparing" ? "reserving" : "preparing";
    if (current.status !== allowed) throw conflict("library.error.wrongState");
    if (status === "preparing") {
      await tx.execute(sql`UPDATE reservations SET status = 'preparing' WHERE id = ${id}`);
    } else {
      const copy = await firstRow<{ id: number }>(
        tx,
        sql`SELECT id FROM book_copies WHERE book_id = ${current.book_id} AND status = 'available'
          ORDER BY book_no LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!copy) {
        const numbers = await rows<{ book_no: string }>(
          tx,
          sql`SELECT book_no FROM book_copies WHERE book_id = ${current.book_id}
            AND status IN ('available', 'on_loan', 'held')
            ORDER BY book_no`,
        );
        throw conflict("library.error.copyNotOnShelf", {
          bookNo: numbers.map((n) => n.book_no).join(", ") || "—",
        });
      }
      await tx.execute(sql`UPDATE book_copies SET status = 'held' WHERE id = ${copy.id}`);
      const pickupBy = addDays(schoolDay(now), rules.pickup_days);
      await tx.execute(sql`UPDATE reservations SET status = 'ready', copy_id = ${copy.id},
        pickup_by = ${pickupBy}::date WHERE id = ${id}`);
    }
    return toDeskReservation(await reservationById(tx, id));
  });
}

/** A copy by its barcode, kept in capitals (a scanner or a hand may type either). */
async function copyByNumber(tx: Executor, schoolId: number, bookNo: string) {
  const copy = await firstRow<{ id: number; book_id: number; status: string }>(
    tx,
    sql`SELECT id, book_id, status FROM book_copies
      WHERE school_id = ${schoolId} AND book_no = ${bookNo.toUpperCase()} FOR UPDATE`,
  );
  if (!copy) throw missing("library.error.copyNotFound", { bookNo });
  return copy;
}

/**
 * Students by student number (or account name); teachers and staff by account name. Someone
 * who left the school borrows nothing more (their loans still come back by the copy's number).
 */
async function readerByNumber(tx: Executor, schoolId: number, readerNo: string) {
  const reader = await firstRow<{ id: number }>(
    tx,
    sql`SELECT id FROM users WHERE school_id = ${schoolId} AND login_type <> 'parent'
      AND status = 'active'
      AND (lower(username) = lower(${readerNo}) OR (login_type = 'student' AND student_no = ${readerNo}))
      ORDER BY id LIMIT 1 FOR NO KEY UPDATE`,
  );
  if (!reader) throw missing("library.error.readerNotFound", { readerNo });
  return reader;
}

/**
 * Lends a copy. A copy set aside for another reader stays with them; the reader's active
 * reservation of the book, if any, becomes borrowed (and a copy held for it elsewhere goes
 * back on the shelf).
 */
export async function checkout(
  { db, now }: ServiceContext,
  { schoolId, bookNo, readerNo }: { schoolId: number; bookNo: string; readerNo: string },
): Promise<DeskLoan> {
  const rules = await rulesOf(db, schoolId);
  const today = schoolDay(now);
  return db.transaction(async (tx) => {
    const copy = await copyByNumber(tx, schoolId, bookNo);
    const reader = await readerByNumber(tx, schoolId, readerNo);
    const reservation = await firstRow<{ id: number; copy_id: number | null }>(
      tx,
      sql`SELECT id, copy_id FROM reservations WHERE reader_id = ${reader.id} AND book_id = ${copy.book_id}
        AND status IN ${sql.raw(ACTIVE_RESERVATION)} FOR UPDATE`,
    );
    if (copy.status === "held" && reservation?.copy_id !== copy.id)
      throw conflict("library.error.copyHeld", { bookNo });
    if (copy.status !== "held" && copy.status !== "available")
      throw conflict("library.error.copyNotOnShelf", { bookNo });
    const state = (await firstRow<{ same: boolean; open: number }>(
      tx,
      sql`SELECT EXISTS (SELECT 1 FROM loans WHERE reader_id = ${reader.id} AND book_id = ${copy.book_id}
          AND status IN ${sql.raw(OPEN_LOAN)}) AS same,
        (SELECT count(*)::int FROM loans WHERE reader_id = ${reader.id} AND status IN ${sql.raw(OPEN_LOAN)}) AS open`,
    ))!;
    if (state.same) throw conflict("library.error.alreadyOnLoan");
    if (state.open >= rules.max_loans)
      throw conflict("library.error.loanLimit", { max: rules.max_loans });
    const loan = await firstRow<{ id: number }>(
      tx,
      sql`INSERT INTO loans (school_id, reader_id, book_id, copy_id, status, borrowed_on, due_on)
        VALUES (${schoolId}, ${reader.id}, ${copy.book_id}, ${copy.id}, 'borrowing', ${today}::date,
          ${addDays(today, rules.loan_days)}::date) RETURNING id`,
    );
    await tx.execute(sql`UPDATE book_copies SET status = 'on_loan' WHERE id = ${copy.id}`);
    await tx.execute(sql`UPDATE books SET read_count = read_count + 1 WHERE id = ${copy.book_id}`);
    if (reservation) {
      await tx.execute(sql`UPDATE reservations SET status = 'borrowed', borrowed_on = ${today}::date,
        loan_id = ${loan!.id}, copy_id = ${copy.id} WHERE id = ${reservation.id}`);
      await tx.execute(sql`UPDATE book_counters SET active_reservations = active_reservations - 1
        WHERE book_id = ${copy.book_id}`);
      if (reservation.copy_id !== null && reservation.copy_id !== copy.id)
        await tx.execute(sql`UPDATE book_copies SET status = 'available'
          WHERE id = ${reservation.copy_id} AND status = 'held'`);
    }
    return toDeskLoan(await loanById(tx, loan!.id), today, rules.max_renewals);
  });
}

/** Takes a copy back: its open loan (overdue or under loss approval too) is returned. */
export async function returnCopy(
  { db, now }: ServiceContext,
  { schoolId, bookNo }: { schoolId: number; bookNo: string },
): Promise<DeskReturn> {
  const rules = await rulesOf(db, schoolId);
  const today = schoolDay(now);
  return db.transaction(async (tx) => {
    const copy = await copyByNumber(tx, schoolId, bookNo);
    const loan = await firstRow<{ id: number }>(
      tx,
      sql`SELECT id FROM loans WHERE copy_id = ${copy.id} AND status IN ${sql.raw(OPEN_LOAN)} FOR UPDATE`,
    );
    if (!loan) throw conflict("library.error.notOnLoan");
    await tx.execute(sql`UPDATE loans SET status = 'returned', returned_on = ${today}::date
      WHERE id = ${loan.id}`);
    await tx.execute(sql`UPDATE book_copies SET status = 'available' WHERE id = ${copy.id}`);
    const returned = toDeskLoan(await loanById(tx, loan.id), today, rules.max_renewals);
    // Whoever waits longest for this book gets the copy put aside (issue 38).
    const [waiting] = await rows<ReservationRow>(
      tx,
      query(
        RESERVATION_SELECT,
        sql`WHERE r.school_id = ${schoolId} AND r.book_id = ${copy.book_id}
          AND r.status IN ('reserving', 'preparing') ORDER BY r.reserved_at, r.id LIMIT 1`,
      ),
    );
    return { ...returned, waiting: waiting ? toDeskReservation(waiting) : null };
  });
}

/** Loss reports waiting for a decision, oldest first. */
export async function deskLossReports(
  { db, now }: ServiceContext,
  { schoolId, paging }: { schoolId: number; paging: Paging },
): Promise<Page<DeskLoan>> {
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const where = sql`WHERE l.school_id = ${schoolId} AND l.status = 'lossPending'`;
  const [list, count, rules] = await Promise.all([
    rows<LoanRow>(
      db,
      query(
        LOAN_SELECT,
        sql`${where} ORDER BY l.loss_reported_at, l.id LIMIT ${limit} OFFSET ${offset}`,
      ),
    ),
    firstRow<{ n: number }>(db, query(`SELECT count(*)::int AS n FROM loans l`, where)),
    rulesOf(db, schoolId),
  ]);
  const today = schoolDay(now);
  return {
    list: list.map((row) => toDeskLoan(row, today, rules.max_renewals)),
    total: count!.n,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

/**
 * Approved: the loan is reported lost and the copy leaves the stock. Rejected: the loan is on
 * loan again (the report's reason is cleared; the reader may report again).
 */
export async function decideLoss(
  { db, now }: ServiceContext,
  { schoolId, loanId, approve }: { schoolId: number; loanId: number; approve: boolean },
): Promise<DeskLoan> {
  const rules = await rulesOf(db, schoolId);
  const result = await db.transaction(async (tx) => {
    const loan = await firstRow<{ status: string; copy_id: number; book_id: number }>(
      tx,
      sql`SELECT status, copy_id, book_id FROM loans WHERE id = ${loanId} AND school_id = ${schoolId} FOR UPDATE`,
    );
    if (!loan) throw missing("api.error.notFound");
    if (loan.status !== "lossPending") throw conflict("library.error.wrongState");
    if (approve) {
      await tx.execute(sql`UPDATE loans SET status = 'lost' WHERE id = ${loanId}`);
      await tx.execute(sql`UPDATE book_copies SET status = 'lost' WHERE id = ${loan.copy_id}`);
      await tx.execute(
        sql`UPDATE book_counters SET stock = stock - 1 WHERE book_id = ${loan.book_id}`,
      );
    } else {
      await tx.execute(sql`UPDATE loans SET status = 'borrowing', loss_reason = NULL,
        loss_reported_at = NULL WHERE id = ${loanId}`);
    }
    return toDeskLoan(await loanById(tx, loanId), schoolDay(now), rules.max_renewals);
  });
  if (approve) catalogueChanged(db, schoolId);
  return result;
}

import type {
  DeskLoan,
  DeskReservation,
  Loan,
  Reader as ContractReader,
  Renewal,
  Reservation,
} from "@campus/contract";
import { sql, type SQL } from "drizzle-orm";

/*
 * How loans, reservations and renewals are read and shown. Days are sent as YYYY-MM-DD and
 * moments as ISO timestamps, formatted by the database so both drivers answer alike.
 */

/** A moment as an ISO 8601 timestamp in UTC. */
export const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const ACTIVE_RESERVATION = `('reserving', 'preparing', 'ready')`;
export const OPEN_LOAN = `('borrowing', 'lossPending')`;

export const READER_COLUMNS = `u.id AS reader_id, u.name_zh AS reader_name_zh, u.name_en AS reader_name_en,
  u.class_name AS reader_class, u.student_no AS reader_student_no, u.username AS reader_username,
  u.login_type AS reader_login_type`;

export const LOAN_SELECT = `SELECT l.id, l.status, l.borrowed_on::text AS borrowed_on,
  l.due_on::text AS due_on, l.returned_on::text AS returned_on, l.renew_count, l.loss_reason,
  ${iso("l.loss_reported_at")} AS loss_reported_at, b.id AS book_id, b.name_zh AS book_name_zh,
  b.name_en AS book_name_en, b.cover, k.book_no, ${READER_COLUMNS}
  FROM loans l JOIN books b ON b.id = l.book_id JOIN book_copies k ON k.id = l.copy_id
  JOIN users u ON u.id = l.reader_id`;

export const RESERVATION_SELECT = `SELECT r.id, r.status, ${iso("r.reserved_at")} AS reserved_at,
  r.pickup_by::text AS pickup_by, r.borrowed_on::text AS borrowed_on, b.id AS book_id,
  b.name_zh AS book_name_zh, b.name_en AS book_name_en, b.cover, k.book_no,
  CASE WHEN r.status IN ${ACTIVE_RESERVATION} THEN (
    SELECT count(*)::int + 1 FROM reservations q
    WHERE q.book_id = r.book_id AND q.status IN ${ACTIVE_RESERVATION}
      AND (q.reserved_at, q.id) < (r.reserved_at, r.id)) END AS queue_position,
  ${READER_COLUMNS}
  FROM reservations r JOIN books b ON b.id = r.book_id LEFT JOIN book_copies k ON k.id = r.copy_id
  JOIN users u ON u.id = r.reader_id`;

/** A fragment of trusted SQL text (the constants above) with parameters after it. */
export function query(text: string, rest: SQL): SQL {
  return sql.join([sql.raw(text), rest], sql` `);
}

export interface ReaderColumns {
  reader_id: number;
  reader_name_zh: string;
  reader_name_en: string;
  reader_class: string | null;
  reader_student_no: string | null;
  reader_username: string;
  reader_login_type: string;
}

export interface LoanRow extends ReaderColumns {
  id: number;
  status: "borrowing" | "returned" | "lossPending" | "lost";
  borrowed_on: string;
  due_on: string;
  returned_on: string | null;
  renew_count: number;
  loss_reason: string | null;
  loss_reported_at: string | null;
  book_id: number;
  book_name_zh: string;
  book_name_en: string;
  cover: string | null;
  book_no: string;
}

export interface ReservationRow extends ReaderColumns {
  id: number;
  status: Reservation["status"];
  reserved_at: string;
  pickup_by: string | null;
  borrowed_on: string | null;
  book_id: number;
  book_name_zh: string;
  book_name_en: string;
  cover: string | null;
  book_no: string | null;
  queue_position: number | null;
}

/** Serial numbers as the library's slips print them: a letter, the year, the record's number. */
function serial(letter: string, day: string, id: number) {
  return `${letter}${day.slice(0, 4)}${String(id).padStart(6, "0")}`;
}

/** `overdue` is not stored: a borrowing loan past its due day (Hong Kong) is overdue today. */
export function isOverdue(row: { status: string; due_on: string }, today: string) {
  return row.status === "borrowing" && row.due_on < today;
}

export function toLoan(row: LoanRow, today: string, maxRenewals: number): Loan {
  const overdue = isOverdue(row, today);
  return {
    id: row.id,
    serial_no: serial("L", row.borrowed_on, row.id),
    book_id: row.book_id,
    book_name_zh: row.book_name_zh,
    book_name_en: row.book_name_en,
    cover: row.cover,
    book_no: row.book_no,
    borrow_date: row.borrowed_on,
    due_date: row.due_on,
    return_date: row.returned_on,
    renew_count: row.renew_count,
    renewals_left:
      row.status === "borrowing" && !overdue ? Math.max(0, maxRenewals - row.renew_count) : 0,
    status: overdue ? "overdue" : row.status,
    loss_reason: row.loss_reason,
    loss_reported_at: row.loss_reported_at,
  };
}

export function toReservation(row: Omit<ReservationRow, keyof ReaderColumns>): Reservation {
  return {
    id: row.id,
    serial_no: serial("R", row.reserved_at, row.id),
    book_id: row.book_id,
    book_name_zh: row.book_name_zh,
    book_name_en: row.book_name_en,
    cover: row.cover,
    book_no: row.book_no,
    reserve_date: row.reserved_at,
    borrow_date: row.borrowed_on,
    pickup_by: row.pickup_by,
    status: row.status,
    queue_position: row.queue_position,
  };
}

export function toReader(row: ReaderColumns): ContractReader {
  return {
    id: row.reader_id,
    name_zh: row.reader_name_zh,
    name_en: row.reader_name_en,
    class_name: row.reader_class,
    reader_no:
      row.reader_login_type === "student" && row.reader_student_no
        ? row.reader_student_no
        : row.reader_username,
  };
}

export const toDeskLoan = (row: LoanRow, today: string, maxRenewals: number): DeskLoan => ({
  ...toLoan(row, today, maxRenewals),
  reader: toReader(row),
});

export const toDeskReservation = (row: ReservationRow): DeskReservation => ({
  ...toReservation(row),
  reader: toReader(row),
});

export interface RenewalRow {
  id: number;
  loan_id: number;
  renewed_at: string;
  previous_due_on: string;
  new_due_on: string;
  book_id: number;
  book_name_zh: string;
  book_name_en: string;
  cover: string | null;
  book_no: string;
}

export const RENEWAL_SELECT = `SELECT n.id, n.loan_id, ${iso("n.renewed_at")} AS renewed_at,
  n.previous_due_on::text AS previous_due_on, n.new_due_on::text AS new_due_on, b.id AS book_id,
  b.name_zh AS book_name_zh, b.name_en AS book_name_en, b.cover, k.book_no
  FROM renewals n JOIN loans l ON l.id = n.loan_id JOIN books b ON b.id = l.book_id
  JOIN book_copies k ON k.id = l.copy_id`;

export const toRenewal = (row: RenewalRow): Renewal => ({
  id: row.id,
  loan_id: row.loan_id,
  book_id: row.book_id,
  book_name_zh: row.book_name_zh,
  book_name_en: row.book_name_en,
  cover: row.cover,
  book_no: row.book_no,
  renewed_at: row.renewed_at,
  previous_due_date: row.previous_due_on,
  new_due_date: row.new_due_on,
});

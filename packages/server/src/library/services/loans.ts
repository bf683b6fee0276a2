import { renewalBlock, type Loan, type Page, type Renewal } from "@campus/contract";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { plainText } from "../../db/plain-text";
import { type Executor, firstRow, pageWindow, rows } from "../../db/sql";
import { conflict, notYours } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { addDays, formatSchoolDay, schoolDay } from "../../services/school-days";
import type { Paging } from "./catalogue";
import type { Reader } from "./reader";
import {
  LOAN_SELECT,
  RENEWAL_SELECT,
  isOverdue,
  query,
  toLoan,
  toRenewal,
  type LoanRow,
  type RenewalRow,
} from "./records";
import { rulesOf } from "./rules";

export async function loanById(db: Executor, id: number) {
  return (await firstRow<LoanRow>(db, query(LOAN_SELECT, sql`WHERE l.id = ${id}`)))!;
}

async function loanPage(
  db: Db,
  schoolId: number,
  where: SQL,
  order: string,
  paging: Paging,
  now: Date,
): Promise<Page<Loan>> {
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const [list, count, rules] = await Promise.all([
    rows<LoanRow>(
      db,
      query(LOAN_SELECT, sql`${where} ORDER BY ${sql.raw(order)} LIMIT ${limit} OFFSET ${offset}`),
    ),
    firstRow<{ n: number }>(db, query(`SELECT count(*)::int AS n FROM loans l`, where)),
    rulesOf(db, schoolId),
  ]);
  const today = schoolDay(now);
  return {
    list: list.map((row) => toLoan(row, today, rules.max_renewals)),
    total: count!.n,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

/** Current loans (on loan, overdue, loss under approval; due first) or the history (newest first). */
export function readerLoans(
  { db, now }: ServiceContext,
  {
    reader,
    schoolId,
    scope,
    paging,
  }: { reader: Reader; schoolId: number; scope: "current" | "history"; paging: Paging },
) {
  const statuses =
    scope === "current" ? sql`('borrowing', 'lossPending')` : sql`('returned', 'lost')`;
  const order =
    scope === "current"
      ? "l.due_on ASC, l.id ASC"
      : "coalesce(l.returned_on, l.due_on) DESC, l.id DESC";
  return loanPage(
    db,
    schoolId,
    sql`WHERE l.reader_id = ${reader.id} AND l.school_id = ${schoolId} AND l.status IN ${statuses}`,
    order,
    paging,
    now,
  );
}

/** Loans under loss approval or reported lost, newest report first. */
export function readerLossReports(
  { db, now }: ServiceContext,
  { reader, schoolId, paging }: { reader: Reader; schoolId: number; paging: Paging },
) {
  return loanPage(
    db,
    schoolId,
    sql`WHERE l.reader_id = ${reader.id} AND l.school_id = ${schoolId}
      AND l.status IN ('lossPending', 'lost')`,
    "l.loss_reported_at DESC NULLS LAST, l.id DESC",
    paging,
    now,
  );
}

export async function readerRenewals(
  { db }: ServiceContext,
  { reader, schoolId, paging }: { reader: Reader; schoolId: number; paging: Paging },
): Promise<Page<Renewal>> {
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const where = sql`WHERE n.reader_id = ${reader.id} AND l.school_id = ${schoolId}`;
  const [list, count] = await Promise.all([
    rows<RenewalRow>(
      db,
      query(
        RENEWAL_SELECT,
        sql`${where} ORDER BY n.renewed_at DESC, n.id DESC LIMIT ${limit} OFFSET ${offset}`,
      ),
    ),
    firstRow<{ n: number }>(
      db,
      query(`SELECT count(*)::int AS n FROM renewals n JOIN loans l ON l.id = n.loan_id`, where),
    ),
  ]);
  return {
    list: list.map(toRenewal),
    total: count!.n,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

async function ownLoanForUpdate(tx: Executor, reader: Reader, schoolId: number, loanId: number) {
  const loan = await firstRow<{
    status: string;
    due_on: string;
    renew_count: number;
    book_id: number;
  }>(
    tx,
    sql`SELECT status, due_on::text AS due_on, renew_count, book_id FROM loans
      WHERE id = ${loanId} AND reader_id = ${reader.id} AND school_id = ${schoolId} FOR UPDATE`,
  );
  if (!loan) throw notYours();
  return loan;
}

/**
 * Renews the reader's loan when the rules allow: on loan, not overdue, renewals left, nobody
 * waiting for the book, and due within the renewal window (so a double tap, or two tabs,
 * cannot spend two renewals: the first moves the due date out of the window). A refusal names its reason and writes nothing.
 */
export async function renewLoan(
  { db, now, locale }: ServiceContext,
  { reader, schoolId, loanId }: { reader: Reader; schoolId: number; loanId: number },
): Promise<Loan> {
  const rules = await rulesOf(db, schoolId);
  const today = schoolDay(now);
  return db.transaction(async (tx) => {
    const loan = await ownLoanForUpdate(tx, reader, schoolId, loanId);
    if (loan.status !== "borrowing") throw conflict("library.error.notOnLoan");
    // The rule the reader's page shows before anyone taps (the contract's), then what only the
    // server knows: another reader waiting for the book.
    const block = renewalBlock(
      {
        dueDay: loan.due_on,
        renewalsLeft: rules.max_renewals - loan.renew_count,
        overdue: isOverdue(loan, today),
      },
      today,
      rules.renew_window_days,
    );
    if (block?.reason === "overdue") throw conflict("library.error.renewOverdue");
    if (block?.reason === "limit")
      throw conflict("library.error.renewLimit", { max: rules.max_renewals });
    const waiting = await firstRow(
      tx,
      sql`SELECT 1 FROM reservations WHERE book_id = ${loan.book_id}
        AND status IN ('reserving', 'preparing') LIMIT 1`,
    );
    if (waiting) throw conflict("library.error.renewWaiting");
    if (block?.reason === "early")
      throw conflict("library.error.renewTooEarly", {
        days: rules.renew_window_days,
        opens: formatSchoolDay(block.opens, locale),
      });
    const due = addDays(loan.due_on, rules.renew_days);
    await tx.execute(sql`UPDATE loans SET due_on = ${due}::date, renew_count = renew_count + 1
      WHERE id = ${loanId}`);
    await tx.execute(sql`INSERT INTO renewals (loan_id, reader_id, renewed_at, previous_due_on, new_due_on)
      VALUES (${loanId}, ${reader.id}, ${now.toISOString()}::timestamptz, ${loan.due_on}::date, ${due}::date)`);
    return toLoan(await loanById(tx, loanId), today, rules.max_renewals);
  });
}

/** Reports the reader's loan (overdue too) as lost; the librarian decides. */
export async function reportLoss(
  { db, now }: ServiceContext,
  {
    reader,
    schoolId,
    loanId,
    reason,
  }: { reader: Reader; schoolId: number; loanId: number; reason: string },
): Promise<Loan> {
  const rules = await rulesOf(db, schoolId);
  return db.transaction(async (tx) => {
    const loan = await ownLoanForUpdate(tx, reader, schoolId, loanId);
    if (loan.status !== "borrowing") throw conflict("library.error.notOnLoan");
    await tx.execute(sql`UPDATE loans SET status = 'lossPending', loss_reason = ${plainText(reason)},
      loss_reported_at = ${now.toISOString()}::timestamptz WHERE id = ${loanId}`);
    return toLoan(await loanById(tx, loanId), schoolDay(now), rules.max_renewals);
  });
}

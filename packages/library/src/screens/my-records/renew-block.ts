import type { Loan } from "@campus/contract";
import { daysUntil } from "@campus/core";

/**
 * Why a loan cannot be renewed now, as far as the page can tell (the server's rules, in the
 * same order): overdue, no renewals left, or before the renewal window opens. Null when the
 * server could say yes (it may still refuse: another reader waiting for the book).
 */
export type RenewBlock =
  { reason: "overdue" } | { reason: "limit" } | { reason: "early"; opens: string } | null;

/** The day the window opens: `windowDays` before the due day (YYYY-MM-DD). */
function windowOpens(due: string, windowDays: number): string {
  const [y, m, d] = due.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - windowDays)).toISOString().slice(0, 10);
}

export function renewBlock(
  loan: Loan,
  windowDays: number | undefined,
  now = new Date(),
): RenewBlock {
  const days = daysUntil(loan.due_date, now);
  if (loan.status === "overdue" || days < 0) return { reason: "overdue" };
  if (loan.renewals_left <= 0) return { reason: "limit" };
  if (windowDays !== undefined && days > windowDays)
    return { reason: "early", opens: windowOpens(loan.due_date, windowDays) };
  return null;
}

import { renewalBlock, schoolDay, type Loan, type RenewalBlock } from "@campus/contract";

/**
 * Why a loan cannot be renewed now, as far as the page can tell: the server's own rule
 * (`renewalBlock` in the contract) — overdue, no renewals left, or before the renewal window
 * opens. Null when the server could say yes (it may still refuse: another reader waiting).
 */
export type RenewBlock = RenewalBlock;

export const renewBlock = (loan: Loan, windowDays: number | undefined, now = new Date()) =>
  renewalBlock(
    {
      dueDay: loan.due_date,
      renewalsLeft: loan.renewals_left,
      overdue: loan.status === "overdue",
    },
    schoolDay(now),
    windowDays,
  );

import { addDays } from "../days";

/**
 * Why a loan cannot be renewed today by the school's rules, the same on the server (which
 * refuses) and the reader's page (which says so before anyone taps): overdue, no renewals left,
 * or before the renewal window opens (`windowDays` before the due day). Null when the rules
 * allow it — the server may still refuse for what only it knows (another reader waiting).
 */
export type RenewalBlock =
  { reason: "overdue" } | { reason: "limit" } | { reason: "early"; opens: string } | null;

export function renewalBlock(
  loan: { dueDay: string; renewalsLeft: number; overdue: boolean },
  today: string,
  windowDays: number | undefined,
): RenewalBlock {
  if (loan.overdue || loan.dueDay.slice(0, 10) < today) return { reason: "overdue" };
  if (loan.renewalsLeft <= 0) return { reason: "limit" };
  if (windowDays !== undefined) {
    const opens = addDays(loan.dueDay, -windowDays);
    if (today < opens) return { reason: "early", opens };
  }
  return null;
}

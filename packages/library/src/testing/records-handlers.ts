import type { Loan, Reservation } from "@campus/contract";
import { refuse } from "./fixture-runtime";
import {
  currentLoans,
  favorites,
  loanHistory,
  page,
  renewals,
  reservations,
  reviews,
} from "./library-fixtures";

/** The reader's records, remembering what the story changes. */
export function recordsHandlers() {
  let loans: Loan[] = [...currentLoans];
  let held: Reservation[] = [...reservations];
  let favs = [...favorites];
  let mine = reviews.filter((r) => r.mine);
  return {
    libraryLoans: (body: Record<string, unknown>) =>
      page(body.scope === "history" ? loanHistory : loans),
    libraryRenew: (body: Record<string, unknown>) => {
      const loan = loans.find((l) => l.id === body.loanId)!;
      if (loan.renewals_left === 0) refuse("此書已續借 2 次，已達上限");
      const renewed = {
        ...loan,
        due_date: "2026-12-13",
        renew_count: loan.renew_count + 1,
        renewals_left: loan.renewals_left - 1,
      };
      loans = loans.map((l) => (l.id === loan.id ? renewed : l));
      return renewed;
    },
    libraryReportLoss: (body: Record<string, unknown>) => {
      const loan = loans.find((l) => l.id === body.loanId)!;
      const reported: Loan = {
        ...loan,
        status: "lossPending",
        loss_reason: String(body.reason),
        loss_reported_at: "2026-11-22T09:00:00Z",
      };
      loans = loans.map((l) => (l.id === loan.id ? reported : l));
      return reported;
    },
    libraryReservations: () => page(held),
    libraryCancelReservation: (body: Record<string, unknown>) => {
      held = held.map((r) =>
        r.id === body.id ? { ...r, status: "cancelled", queue_position: null } : r,
      );
      return held.find((r) => r.id === body.id)!;
    },
    libraryRenewals: () => page(renewals),
    libraryLossReports: () =>
      page(
        [...loans, ...loanHistory].filter((l) => l.status === "lossPending" || l.status === "lost"),
      ),
    libraryFavorites: () => page(favs),
    libraryFavorite: (body: Record<string, unknown>) => {
      favs = favs.filter((f) => f.id !== body.bookId);
      return { favorite: false };
    },
    libraryMyReviews: () => page(mine),
    libraryDeleteReview: (body: Record<string, unknown>) => {
      mine = mine.filter((r) => r.id !== body.id);
      return null;
    },
  };
}

import { endpoints, type Loan, type Reservation } from "@campus/contract";
import { answer, page, refusal } from "@campus/ui/testing";
import {
  currentLoans,
  favorites,
  loanHistory,
  renewals,
  reservations,
  reviews,
} from "./library-fixtures";

/** The reader's records, remembering what the story changes. */
export function recordsAnswers() {
  let loans: Loan[] = [...currentLoans];
  let held: Reservation[] = [...reservations];
  let favs = [...favorites];
  let mine = reviews.filter((r) => r.mine);
  return [
    answer(endpoints.libraryLoans, (sent) => page(sent.scope === "history" ? loanHistory : loans)),
    answer(endpoints.libraryRenew, (sent) => {
      const loan = loans.find((l) => l.id === sent.loanId)!;
      if (loan.renewals_left === 0) return refusal(409, "此書已續借 2 次，已達上限");
      const renewed = {
        ...loan,
        due_date: "2026-12-13",
        renew_count: loan.renew_count + 1,
        renewals_left: loan.renewals_left - 1,
      };
      loans = loans.map((l) => (l.id === loan.id ? renewed : l));
      return renewed;
    }),
    answer(endpoints.libraryReportLoss, (sent) => {
      const loan = loans.find((l) => l.id === sent.loanId)!;
      const reported: Loan = {
        ...loan,
        status: "lossPending",
        loss_reason: String(sent.reason),
        loss_reported_at: "2026-11-22T09:00:00Z",
      };
      loans = loans.map((l) => (l.id === loan.id ? reported : l));
      return reported;
    }),
    answer(endpoints.libraryReservations, () => page(held)),
    answer(endpoints.libraryCancelReservation, (sent) => {
      held = held.map((r) =>
        r.id === sent.id ? { ...r, status: "cancelled", queue_position: null } : r,
      );
      return held.find((r) => r.id === sent.id)!;
    }),
    answer(endpoints.libraryRenewals, () => page(renewals)),
    answer(endpoints.libraryLossReports, () =>
      page(
        [...loans, ...loanHistory].filter((l) => l.status === "lossPending" || l.status === "lost"),
      ),
    ),
    answer(endpoints.libraryFavorites, () => page(favs)),
    answer(endpoints.libraryFavorite, (sent) => {
      favs = favs.filter((f) => f.id !== sent.bookId);
      return { favorite: false };
    }),
    answer(endpoints.libraryMyReviews, () => page(mine)),
    answer(endpoints.libraryDeleteReview, (sent) => {
      mine = mine.filter((r) => r.id !== sent.id);
      return null;
    }),
  ];
}

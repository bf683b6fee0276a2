import type { DeskLoan, DeskReservation } from "@campus/contract";
import { teacherUser } from "@campus/contract/fixtures";
import { refuse } from "./fixture-runtime";
import { deskLost, deskQueue, page } from "./library-fixtures";

/** The librarian's desk, answered from the fixtures and remembering what a story changes. */
export function deskHandlers() {
  let queue: DeskReservation[] = [...deskQueue];
  let lost: DeskLoan[] = [...deskLost];
  const lend = (bookNo: string): DeskLoan => ({
    ...deskLost[0]!,
    id: 77,
    status: "borrowing",
    book_no: bookNo,
    loss_reason: null,
    loss_reported_at: null,
    due_date: "2026-12-06",
  });
  return {
    deskReservations: (body: Record<string, unknown>) =>
      page(queue.filter((r) => !body.status || r.status === body.status)),
    deskReservationStatus: (body: Record<string, unknown>) => {
      queue = queue.map((r) =>
        r.id === body.id
          ? {
              ...r,
              status: body.status as DeskReservation["status"],
              book_no: body.status === "ready" ? "B000002-1" : r.book_no,
            }
          : r,
      );
      return queue.find((r) => r.id === body.id)!;
    },
    deskCheckout: (body: Record<string, unknown>) => {
      if (body.bookNo === "X1") refuse("找不到書號 X1", 404);
      queue = queue.filter((r) => r.book_no !== body.bookNo);
      return lend(String(body.bookNo));
    },
    deskReturn: (body: Record<string, unknown>) => ({
      ...lend(String(body.bookNo)),
      status: "returned",
      return_date: "2026-11-22",
    }),
    deskLossReports: () => page(lost),
    deskDecideLoss: (body: Record<string, unknown>) => {
      lost = lost.filter((l) => l.id !== body.loanId);
      return { ...deskLost[0]!, status: body.approve ? "lost" : "borrowing" };
    },
  };
}

/** The school office's account: a teacher who also holds the staff role and the desk. */
export const deskStaff = teacherUser({
  user_name: "李志明",
  roles: ["teacher", "staff"],
  permissions: { "library.desk": ["query", "get", "edit"] },
});

import { endpoints, type DeskLoan, type DeskReservation } from "@campus/contract";
import { teacherUser } from "@campus/contract/fixtures";
import { answer, page, refusal } from "@campus/ui/testing";
import { deskLost, deskQueue } from "./library-fixtures";

/** The librarian's desk, answered from the fixtures and remembering what a story changes. */
export function deskAnswers() {
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
  return [
    answer(endpoints.deskReservations, (sent) =>
      page(queue.filter((r) => !sent.status || r.status === sent.status)),
    ),
    answer(endpoints.deskReservationStatus, (sent) => {
      queue = queue.map((r) =>
        r.id === sent.id
          ? {
              ...r,
              status: sent.status as DeskReservation["status"],
              book_no: sent.status === "ready" ? "B000002-1" : r.book_no,
            }
          : r,
      );
      return queue.find((r) => r.id === sent.id)!;
    }),
    answer(endpoints.deskCheckout, (sent) => {
      if (sent.bookNo === "X1") return refusal(404, "找不到書號 X1");
      queue = queue.filter((r) => r.book_no !== sent.bookNo);
      return lend(String(sent.bookNo));
    }),
    // A copy's number is its book's ("B000003-2": book 3): whoever waits for that book.
    answer(endpoints.deskReturn, (sent) => ({
      ...lend(String(sent.bookNo)),
      status: "returned" as const,
      return_date: "2026-11-22",
      waiting:
        queue.find(
          (r) =>
            (r.status === "reserving" || r.status === "preparing") &&
            r.book_id === Number(String(sent.bookNo).slice(1, 7)),
        ) ?? null,
    })),
    answer(endpoints.deskLossReports, () => page(lost)),
    answer(endpoints.deskDecideLoss, (sent) => {
      lost = lost.filter((l) => l.id !== sent.loanId);
      const status: DeskLoan["status"] = sent.approve ? "lost" : "borrowing";
      return { ...deskLost[0]!, status };
    }),
  ];
}

/** The school office's account: a teacher who also holds the staff role and the desk. */
export const deskStaff = teacherUser({
  user_name: "李志明",
  roles: ["teacher", "staff"],
  permissions: { "library.desk": ["query", "get", "edit"] },
});

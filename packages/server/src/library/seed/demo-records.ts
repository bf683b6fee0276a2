import { sql } from "drizzle-orm";
import type { Executor } from "../../db/sql";
import { addDays, schoolDay } from "../../services/school-days";
import { NOTABLE_ISBNS, type NotableBook } from "./generate-books";
import type { WrittenCatalogue } from "./write-catalogue";

const DAY_MS = 86_400_000;

/**
 * Loans, reservations, renewals, favourites and reviews in every state for the demo
 * children, dated from the seed's clock so "due in 10 days" stays true on a fresh database:
 *
 * 陳小明 (s2026001, 4A): renewable loan due within the renewal window (renewable), loan refused for a waiting reader
 * (renewWaiting), loan with renewals used up (renewLimit), overdue loan (overdue), two
 * returned loans; reservations 2nd in line (queue), preparing, cancelled.
 * 陳小欣 (s2026002, 1B): loss under approval (lossPending), reported lost (lost), returned,
 * a reservation borrowed (its loan is current), one ready for pickup.
 * Other students reserve, review and like.
 */
export async function writeDemoRecords(
  tx: Executor,
  schoolId: number,
  readers: Record<string, number>,
  catalogue: WrittenCatalogue,
  now: Date,
): Promise<void> {
  const today = schoolDay(now);
  const day = (offset: number) => addDays(today, offset);
  const moment = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const book = (key: NotableBook) => catalogue.bookIds.get(NOTABLE_ISBNS[key])!;
  const copy = (key: NotableBook, index = 0) => catalogue.copies.get(book(key))![index]!;

  async function loan(
    reader: string,
    key: NotableBook,
    fields: {
      status: "borrowing" | "returned" | "lossPending" | "lost";
      borrowed: number;
      due: number;
      returned?: number;
      renewCount?: number;
      lossReason?: string;
      lossReportedDaysAgo?: number;
    },
  ): Promise<number> {
    const [row] = (
      (await tx.execute(sql`INSERT INTO loans (school_id, reader_id, book_id, copy_id, status,
        borrowed_on, due_on, returned_on, renew_count, loss_reason, loss_reported_at)
      VALUES (${schoolId}, ${readers[reader]!}, ${book(key)}, ${copy(key).id}, ${fields.status},
        ${day(fields.borrowed)}::date, ${day(fields.due)}::date,
        ${fields.returned === undefined ? null : day(fields.returned)}::date, ${fields.renewCount ?? 0},
        ${fields.lossReason ?? null},
        ${fields.lossReportedDaysAgo === undefined ? null : moment(fields.lossReportedDaysAgo)}::timestamptz)
      RETURNING id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const copyStatus = {
      borrowing: "on_loan",
      lossPending: "on_loan",
      returned: "available",
      lost: "lost",
    }[fields.status];
    await tx.execute(sql`UPDATE book_copies SET status = ${copyStatus} WHERE id = ${copy(key).id}`);
    if (fields.status === "lost")
      await tx.execute(
        sql`UPDATE book_counters SET stock = stock - 1 WHERE book_id = ${book(key)}`,
      );
    return row!.id;
  }

  async function renewal(
    reader: string,
    loanId: number,
    daysAgo: number,
    previous: number,
    next: number,
  ) {
    await tx.execute(sql`INSERT INTO renewals (loan_id, reader_id, renewed_at, previous_due_on, new_due_on)
      VALUES (${loanId}, ${readers[reader]!}, ${moment(daysAgo)}::timestamptz, ${day(previous)}::date,
        ${day(next)}::date)`);
  }

  async function reservation(
    reader: string,
    key: NotableBook,
    status: "reserving" | "preparing" | "ready" | "borrowed" | "cancelled",
    reservedDaysAgo: number,
    extra: { pickupBy?: number; borrowed?: number; loanId?: number; held?: boolean } = {},
  ) {
    const held = extra.held ? copy(key).id : null;
    await tx.execute(sql`INSERT INTO reservations (school_id, reader_id, book_id, copy_id, status,
        reserved_at, pickup_by, borrowed_on, loan_id)
      VALUES (${schoolId}, ${readers[reader]!}, ${book(key)}, ${held}, ${status},
        ${moment(reservedDaysAgo)}::timestamptz,
        ${extra.pickupBy === undefined ? null : day(extra.pickupBy)}::date,
        ${extra.borrowed === undefined ? null : day(extra.borrowed)}::date, ${extra.loanId ?? null})`);
    if (held) await tx.execute(sql`UPDATE book_copies SET status = 'held' WHERE id = ${held}`);
    if (status === "reserving" || status === "preparing" || status === "ready")
      await tx.execute(sql`UPDATE book_counters SET active_reservations = active_reservations + 1
        WHERE book_id = ${book(key)}`);
  }

  // 陳小明: current loans.
  // Due in 5 days: inside the 7-day renewal window, so a parent can renew it today.
  await loan("s2026001", "renewable", { status: "borrowing", borrowed: -9, due: 5 });
  await loan("s2026001", "renewWaiting", { status: "borrowing", borrowed: -7, due: 7 });
  await reservation("s2026003", "renewWaiting", "reserving", 2);
  const limited = await loan("s2026001", "renewLimit", {
    status: "borrowing",
    borrowed: -30,
    due: 12,
    renewCount: 2,
  });
  await renewal("s2026001", limited, 17, -16, -2);
  await renewal("s2026001", limited, 3, -2, 12);
  await loan("s2026001", "overdue", { status: "borrowing", borrowed: -20, due: -6 });
  // 陳小明: history.
  const returned = await loan("s2026001", "returned", {
    status: "returned",
    borrowed: -60,
    due: -32,
    returned: -40,
    renewCount: 1,
  });
  await renewal("s2026001", returned, 47, -46, -32);
  await loan("s2026001", "returnedEnglish", {
    status: "returned",
    borrowed: -90,
    due: -76,
    returned: -80,
  });
  // 陳小明: reservations — another reader is first in line for "queue".
  await reservation("s2026003", "queue", "reserving", 3);
  await reservation("s2026001", "queue", "reserving", 1);
  await reservation("s2026001", "preparing", "preparing", 4);
  await reservation("s2026001", "cancelled", "cancelled", 10);

  // 陳小欣.
  await loan("s2026002", "lossPending", {
    status: "lossPending",
    borrowed: -12,
    due: 2,
    lossReason: "在巴士上遺失了",
    lossReportedDaysAgo: 1,
  });
  await loan("s2026002", "lost", {
    status: "lost",
    borrowed: -40,
    due: -26,
    lossReason: "書本被水弄濕，無法修補",
    lossReportedDaysAgo: 30,
  });
  await loan("s2026002", "returnedYounger", {
    status: "returned",
    borrowed: -30,
    due: -16,
    returned: -18,
  });
  const borrowedLoan = await loan("s2026002", "borrowed", {
    status: "borrowing",
    borrowed: -9,
    due: 5,
  });
  await reservation("s2026002", "borrowed", "borrowed", 12, { borrowed: -9, loanId: borrowedLoan });
  await reservation("s2026002", "ready", "ready", 6, { pickupBy: 2, held: true });

  // Favourites.
  const favourites: [string, NotableBook, number][] = [
    ["s2026001", "queue", 2],
    ["s2026001", "dinosaursEnglish", 5],
    ["s2026001", "renewable", 8],
    ["s2026001", "ready", 12],
    ["s2026002", "borrowed", 3],
    ["s2026002", "dinosaursYoung", 6],
  ];
  for (const [reader, key, daysAgo] of favourites)
    await tx.execute(sql`INSERT INTO favorites (reader_id, book_id, created_at)
      VALUES (${readers[reader]!}, ${book(key)}, ${moment(daysAgo)}::timestamptz)`);

  // Reviews and their likes.
  const reviews: [string, NotableBook, string, number, string[]][] = [
    [
      "s2026001",
      "queue",
      "偵探和恐龍一起出現，超好看！每一章都有線索。",
      2,
      ["s2026003", "s2026004", "s2026005"],
    ],
    [
      "s2026003",
      "queue",
      "Great clues and lots of dinosaur facts. I read it twice.",
      4,
      ["s2026001"],
    ],
    ["s2026004", "queue", "推薦給喜歡恐龍的同學，插圖很精美。", 6, []],
    ["s2026001", "returned", "看完之後很想去太空館參觀。", 35, ["s2026007"]],
    ["s2026002", "borrowed", "小河馬好可愛！我也想去上學。", 3, ["s2026001"]],
    ["s2026005", "renewable", "結局很感人，看到最後一頁哭了。", 9, ["s2026006", "s2026008"]],
    ["s2026006", "renewable", "A gentle story about a summer by the sea.", 11, []],
    [
      "s2026007",
      "dinosaursEnglish",
      "Funny and easy to read. My little brother loves it too.",
      7,
      ["s2026008"],
    ],
  ];
  for (const [reader, key, content, daysAgo, likers] of reviews) {
    const [row] = (
      (await tx.execute(sql`INSERT INTO reviews (book_id, reader_id, content, created_at, like_count)
        VALUES (${book(key)}, ${readers[reader]!}, ${content}, ${moment(daysAgo)}::timestamptz, ${likers.length})
        RETURNING id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    for (const liker of likers)
      await tx.execute(
        sql`INSERT INTO review_likes (review_id, reader_id) VALUES (${row!.id}, ${readers[liker]!})`,
      );
  }
}

import { endpoints } from "@campus/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../services/passwords";
import { createTestApp, DEMO_LOGINS, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";
import { NOTABLE_ISBNS } from "./seed/generate-books";
import { bookIdOf, libraryClient, type LibraryClient } from "./testing/library-api";

/*
 * The reader's side: reservations, loans, renewals, loss reports, favourites and reviews, as
 * the demo children find them on a fresh database (the test clock's today is 2026-09-01).
 */

let t: TestApp;
let lib: LibraryClient;
const ids: Record<string, number> = {};
let ming: string; // 陳小明, student s2026001
let yan: string; // 陳小欣, student s2026002
let hin: string; // 林子軒, the other family's child
let quiet: string; // 何家俊, no records

type Loan = {
  id: number;
  book_id: number;
  status: string;
  due_date: string;
  renew_count: number;
  renewals_left: number;
};
type Reservation = { id: number; book_id: number; status: string; queue_position: number | null };

async function loansOf(token: string, scope: "current" | "history" = "current"): Promise<Loan[]> {
  return (await lib.ok(endpoints.libraryLoans, { scope, pageSize: 50 }, { token })).list;
}
async function loanOf(token: string, key: string, scope: "current" | "history" = "current") {
  const loan = (await loansOf(token, scope)).find((l) => l.book_id === ids[key]);
  if (!loan) throw new Error(`no ${scope} loan of ${key}`);
  return loan;
}
async function reservationsOf(token: string): Promise<Reservation[]> {
  return (await lib.ok(endpoints.libraryReservations, { pageSize: 50 }, { token })).list;
}
/** Books free to reserve, from the ranking (enabled, a copy left, none of the notable ones). */
async function freeBooks(count: number, skip = 0, minStock = 1): Promise<number[]> {
  const list = (
    await lib.ok(endpoints.libraryRank, { rankType: "read", pageSize: 100, pageNum: 2 })
  ).list;
  const notable = new Set(Object.values(ids));
  return list
    .filter(
      (b: { id: number; available: number; stock: number }) =>
        b.available > 0 && b.stock >= minStock && !notable.has(b.id),
    )
    .slice(skip, skip + count)
    .map((b: { id: number }) => b.id);
}

beforeAll(async () => {
  t = await createTestApp();
  lib = libraryClient(t);
  for (const [key, isbn] of Object.entries(NOTABLE_ISBNS)) ids[key] = await bookIdOf(t, isbn);
  [ming, yan, hin, quiet] = await Promise.all([
    t.signIn("student"),
    t.signIn("youngerStudent"),
    t.signIn("otherStudent"),
    t.signIn("quietStudent"),
  ]);
});
afterAll(async () => {
  await t.close();
});

const readerEndpoints = Object.values(endpoints).filter(
  (e) => e.path.startsWith("/api/library/user/") && e.access.kind === "user" && e.method === "POST",
);

describe("who the reader is", () => {
  it.each(readerEndpoints.map((e) => [e.path]))(
    "%s asks to log in first when signed out",
    async (path) => {
      const { body } = await t.call(path, {
        json: { schoolId: 1, id: 1, bookId: 1, loanId: 1 },
        lang: "en-US",
      });
      expect(body).toEqual({ code: 401, msg: "Please log in first", data: null });
    },
  );

  it("is the parent's current child, and follows the child switch", async () => {
    const token = await t.signIn("parent");
    expect((await loansOf(token)).map((l) => l.book_id)).toContain(ids.renewable);
    const children = (await t.call("/api/school/getChilds", { token })).body.data;
    await t.call(`/api/school/setChild?id=${children[1].id}`, { token });
    const younger = await loansOf(token);
    expect(younger.map((l) => l.book_id)).toContain(ids.lossPending);
    expect(younger.map((l) => l.book_id)).not.toContain(ids.renewable);
  });

  it("is the teacher themself (no records yet)", async () => {
    const token = await t.signIn("teacher");
    const data = await lib.ok(endpoints.libraryLoans, {}, { token });
    expect(data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
  });

  it("asks a parent without children to choose a child first", async () => {
    const passwordHash = await hashPassword("childless-2026");
    await t.database.db
      .execute(sql`INSERT INTO users (school_id, login_type, country_code, username, roles,
      name_zh, name_en, password_hash) VALUES (1, 'parent', '852', '98765432', ARRAY['parent'], '張太', 'Mrs Cheung', ${passwordHash})`);
    const { body } = await t.call("/parent_student/ajax_login", {
      form: { ...DEMO_LOGINS.parent!, username: "98765432", password: "childless-2026" },
    });
    const before = await t.counts();
    const answer = await lib.request(
      endpoints.libraryReserve,
      { bookId: ids.oneCopySpare },
      { token: body.data.token, lang: "en-US" },
    );
    expect(answer).toEqual({ code: 400, msg: "Please choose a child first", data: null });
    expect(await t.counts()).toEqual(before);
  });

  it("refuses another school's library with 403", async () => {
    const before = await t.counts();
    const answer = await lib.request(
      endpoints.libraryReserve,
      { schoolId: 2, bookId: ids.oneCopySpare },
      { token: ming, lang: "en-US" },
    );
    expect(answer).toEqual({
      code: 403,
      msg: "This account does not belong to this school's library",
      data: null,
    });
    expect(await t.counts()).toEqual(before);
  });
});

describe("page_borrow, page_renew, page_lost", () => {
  it("lists current loans due first, overdue derived from the due day", async () => {
    const current = await loansOf(ming);
    expect(current.map((l) => l.status)).toEqual([
      "overdue",
      "borrowing",
      "borrowing",
      "borrowing",
    ]);
    expect(current.map((l) => l.due_date)).toEqual([
      "2026-08-26",
      "2026-09-06",
      "2026-09-08",
      "2026-09-13",
    ]);
    const renewable = await loanOf(ming, "renewable");
    expect(renewable).toMatchObject({ renew_count: 0, renewals_left: 2, due_date: "2026-09-06" });
    expect((await loanOf(ming, "renewLimit")).renewals_left).toBe(0);
    expect((await loanOf(ming, "overdue")).renewals_left).toBe(0);
  });

  it("lists the history newest first, with serial numbers and book numbers", async () => {
    const history = await lib.ok(endpoints.libraryLoans, { scope: "history" }, { token: ming });
    expect(history.total).toBe(2);
    expect(history.list[0]).toMatchObject({
      status: "returned",
      book_id: ids.returned,
      return_date: "2026-07-23",
    });
    expect(history.list[0]!.serial_no).toMatch(/^L2026\d{6}$/);
    expect(history.list[0]!.book_no).toMatch(/^B\d{7}$/);
  });

  it("lists renewals newest first with the due dates they moved", async () => {
    const data = await lib.ok(endpoints.libraryRenewals, {}, { token: ming });
    expect(data.total).toBe(3);
    expect(data.list[0]).toMatchObject({
      book_id: ids.renewLimit,
      previous_due_date: "2026-08-30",
      new_due_date: "2026-09-13",
    });
  });

  it("lists loss reports: under approval and reported lost", async () => {
    const data = await lib.ok(endpoints.libraryLossReports, {}, { token: yan });
    expect(data.list.map((l: Loan) => [l.book_id, l.status])).toEqual([
      [ids.lossPending, "lossPending"],
      [ids.lost, "lost"],
    ]);
    expect(data.list[0]!.loss_reason).toBe("在巴士上遺失了");
  });

  it("refuses a bad scope", async () => {
    const { code, data } = await lib.refused(
      endpoints.libraryLoans,
      invalidInput({ scope: "all" }),
      { token: ming },
    );
    expect(code).toBe(400);
    expect(data!.fields[0]!.field).toBe("scope");
  });
});

describe("apply_renew", () => {
  it("renews a loan and shows the new due date and renewals left", async () => {
    const loan = await loanOf(ming, "renewable");
    const data = await lib.ok(endpoints.libraryRenew, { loanId: loan.id }, { token: ming });
    expect(data).toMatchObject({
      id: loan.id,
      due_date: "2026-09-20",
      renew_count: 1,
      renewals_left: 1,
      status: "borrowing",
    });
    const renewals = await lib.ok(endpoints.libraryRenewals, {}, { token: ming });
    expect(renewals.list[0]).toMatchObject({
      loan_id: loan.id,
      previous_due_date: "2026-09-06",
      new_due_date: "2026-09-20",
    });
  });

  it("refuses a second renewal right after the first, saying when renewal opens, in the reader's language", async () => {
    // The loan renewed above is due 2026-09-20: renewal opens 7 days before, on 2026-09-13.
    const loan = await loanOf(ming, "renewable");
    const before = await t.counts();
    const renew = (lang: string) =>
      lib.request(endpoints.libraryRenew, { loanId: loan.id }, { token: ming, lang });
    expect(await renew("en-US")).toEqual({
      code: 409,
      msg: "Too early to renew: a loan can be renewed in the last 7 days before it is due, from September 13, 2026",
      data: null,
    });
    expect((await renew("zh-TW")).msg).toBe(
      "未到續借時間：到期日前 7 日內方可續借，2026年9月13日 起可申請",
    );
    expect((await renew("zh-CN")).msg).toBe(
      "还未到续借时间：到期日前 7 天内才可续借，2026年9月13日 起可申请",
    );
    expect(await t.counts()).toEqual(before);
  });

  it("opens renewal on the first day of the window (Hong Kong time)", async () => {
    const loan = await loanOf(ming, "renewable"); // due 2026-09-20, window from 2026-09-13
    const start = t.clock.now().getTime();
    try {
      // 2026-09-12 23:59 in Hong Kong: still too early (a new session: the first has expired).
      t.clock.advance(Date.parse("2026-09-12T15:59:00Z") - start);
      const token = await t.signIn("student");
      expect((await lib.request(endpoints.libraryRenew, { loanId: loan.id }, { token })).code).toBe(
        409,
      );
      t.clock.advance(60_000); // 2026-09-13 00:00 in Hong Kong
      const renewed = await lib.ok(endpoints.libraryRenew, { loanId: loan.id }, { token });
      expect(renewed).toMatchObject({ due_date: "2026-10-04", renewals_left: 0 });
    } finally {
      t.clock.advance(start - t.clock.now().getTime());
    }
  });

  it.each([
    [
      "another reader is waiting",
      "renewWaiting",
      "Another reader is waiting for this book, so it cannot be renewed",
    ],
    ["renewals are used up", "renewLimit", "This book has been renewed 2 times, the most allowed"],
    [
      "it is overdue",
      "overdue",
      "This book is overdue and cannot be renewed. Please return it soon",
    ],
  ])("refuses when %s, with the reason, writing nothing", async (_why, key, message) => {
    const loan = await loanOf(ming, key);
    const before = await t.counts();
    const answer = await lib.request(
      endpoints.libraryRenew,
      { loanId: loan.id },
      { token: ming, lang: "en-US" },
    );
    expect(answer).toEqual({ code: 409, msg: message, data: null });
    expect(await t.counts()).toEqual(before);
  });

  it("refuses a loan that is not on loan (lost, under loss approval, returned)", async () => {
    for (const [key, scope] of [
      ["lost", "history"],
      ["lossPending", "current"],
      ["returnedYounger", "history"],
    ] as const) {
      const loan = await loanOf(yan, key, scope);
      const answer = await lib.request(
        endpoints.libraryRenew,
        { loanId: loan.id },
        { token: yan, lang: "zh-TW" },
      );
      expect(answer).toEqual({ code: 409, msg: "此借閱紀錄不在借閱中", data: null });
    }
  });

  it("answers another reader's loan as not found, writing nothing", async () => {
    const loan = await loanOf(ming, "renewable");
    const before = await t.counts();
    expect(
      (await lib.request(endpoints.libraryRenew, { loanId: loan.id }, { token: hin })).code,
    ).toBe(404);
    expect(
      (
        await lib.request(
          endpoints.libraryReportLoss,
          { loanId: loan.id, reason: "mine now" },
          { token: hin },
        )
      ).code,
    ).toBe(404);
    expect(await t.counts()).toEqual(before);
  });

  it("refuses a missing or malformed loan id", async () => {
    expect(
      (await lib.refused(endpoints.libraryRenew, invalidInput({}), { token: ming })).data!
        .fields[0]!.field,
    ).toBe("loanId");
    expect((await lib.request(endpoints.libraryRenew, { loanId: "x" }, { token: ming })).code).toBe(
      400,
    );
  });
});

describe("apply_lost", () => {
  it("needs a reason, of at most 200 characters", async () => {
    const loan = await loanOf(ming, "overdue");
    const before = await t.counts();
    const blank = await lib.refused(
      endpoints.libraryReportLoss,
      { loanId: loan.id, reason: " " },
      { token: ming, lang: "en-US" },
    );
    expect(blank.data?.fields).toEqual([{ field: "reason", message: "Please enter the reason" }]);
    const long = await lib.refused(
      endpoints.libraryReportLoss,
      { loanId: loan.id, reason: "x".repeat(201) },
      { token: ming, lang: "en-US" },
    );
    expect(long.data?.fields).toEqual([{ field: "reason", message: "At most 200 characters" }]);
    expect(await t.counts()).toEqual(before);
  });

  it("reports an overdue loan lost; it is then under approval and cannot be renewed", async () => {
    const loan = await loanOf(ming, "overdue");
    const data = await lib.ok(
      endpoints.libraryReportLoss,
      { loanId: loan.id, reason: "留在了球場" },
      { token: ming },
    );
    expect(data).toMatchObject({
      status: "lossPending",
      loss_reason: "留在了球場",
      loss_reported_at: "2026-09-01T08:00:00.000Z",
    });
    expect(
      (await lib.request(endpoints.libraryRenew, { loanId: loan.id }, { token: ming })).code,
    ).toBe(409);
    expect(
      (
        await lib.request(
          endpoints.libraryReportLoss,
          { loanId: loan.id, reason: "again" },
          { token: ming },
        )
      ).code,
    ).toBe(409);
  });

  it("refuses a lost loan", async () => {
    const loan = await loanOf(yan, "lost", "history");
    expect(
      (
        await lib.request(
          endpoints.libraryReportLoss,
          { loanId: loan.id, reason: "again" },
          { token: yan },
        )
      ).code,
    ).toBe(409);
  });
});

describe("reserve and cancel_reserve", () => {
  it("lists the reader's reservations, waiting ones first, with their place in line", async () => {
    const list = await reservationsOf(ming);
    expect(list.map((r) => [r.book_id, r.status, r.queue_position])).toEqual([
      [ids.preparing, "preparing", 1],
      [ids.queue, "reserving", 2],
      [ids.cancelled, "cancelled", null],
    ]);
    const ready = (await reservationsOf(yan)).find((r) => r.status === "ready");
    expect(ready).toMatchObject({ book_id: ids.ready, pickup_by: "2026-09-03" });
    expect((ready as unknown as { book_no: string }).book_no).toMatch(/^B\d{7}$/);
  });

  it("reserves a book: reserving, first in line, one copy fewer available", async () => {
    const [bookId] = await freeBooks(1);
    const before = await lib.ok(endpoints.libraryBookDetail, { id: bookId });
    const data = await lib.ok(endpoints.libraryReserve, { bookId }, { token: quiet });
    expect(data).toMatchObject({
      book_id: bookId,
      status: "reserving",
      queue_position: 1,
      book_no: null,
    });
    expect(data.serial_no).toMatch(/^R2026\d{6}$/);
    const after = await lib.ok(endpoints.libraryBookDetail, { id: bookId }, { token: quiet });
    expect(after.reservations).toBe(before.reservations + 1);
    expect(after.available).toBe(Math.max(0, before.stock - before.reservations - 1));
    expect(after.my_reservation).toMatchObject({
      id: data.id,
      status: "reserving",
      queue_position: 1,
    });
  });

  it("puts a second reader second in line", async () => {
    const [bookId] = await freeBooks(1, 10, 2);
    const stock = (await lib.ok(endpoints.libraryBookDetail, { id: bookId })).stock;
    expect(stock).toBeGreaterThanOrEqual(2);
    expect(
      (await lib.ok(endpoints.libraryReserve, { bookId }, { token: quiet })).queue_position,
    ).toBe(1);
    expect(
      (await lib.ok(endpoints.libraryReserve, { bookId }, { token: hin })).queue_position,
    ).toBe(2);
  });

  it.each([
    [
      "a disabled book",
      "disabled",
      "student",
      409,
      "This book is not lent at the moment and cannot be reserved",
    ],
    ["a book already reserved", "queue", "student", 409, "You have already reserved this book"],
    [
      "a book on loan to the reader",
      "renewable",
      "student",
      409,
      "You already have this book on loan",
    ],
    [
      "a book whose copies are all spoken for",
      "renewWaiting",
      "quietStudent",
      409,
      "Every copy of this book is already reserved",
    ],
  ] as const)("refuses %s, writing nothing", async (_name, key, who, code, msg) => {
    const token = who === "student" ? ming : quiet;
    const before = await t.counts();
    expect(
      await lib.request(endpoints.libraryReserve, { bookId: ids[key] }, { token, lang: "en-US" }),
    ).toEqual({
      code,
      msg,
      data: null,
    });
    expect(await t.counts()).toEqual(before);
  });

  it("refuses an unknown book with 404", async () => {
    expect(
      (
        await lib.request(
          endpoints.libraryReserve,
          { bookId: 999_999 },
          { token: quiet, lang: "en-US" },
        )
      ).msg,
    ).toBe("This book was not found");
  });

  it("refuses the reservation over the reader's limit", async () => {
    const reader = await t.signIn("teacher");
    const books = await freeBooks(6, 4);
    for (const bookId of books.slice(0, 5))
      expect(
        (await lib.request(endpoints.libraryReserve, { bookId }, { token: reader })).code,
      ).toBe(200);
    const before = await t.counts();
    const answer = await lib.request(
      endpoints.libraryReserve,
      { bookId: books[5] },
      { token: reader, lang: "en-US" },
    );
    expect(answer).toEqual({
      code: 409,
      msg: "You have reached the reservation limit (5 books)",
      data: null,
    });
    expect(await t.counts()).toEqual(before);
  });

  it("lets exactly one of two readers racing for the last copy have it", async () => {
    const bookId = ids.oneCopy;
    const [first, second] = await Promise.all([
      lib.request(endpoints.libraryReserve, { bookId }, { token: quiet, lang: "en-US" }),
      lib.request(endpoints.libraryReserve, { bookId }, { token: hin, lang: "en-US" }),
    ]);
    const codes = [first.code, second.code].sort();
    expect(codes).toEqual([200, 409]);
    expect([first, second].find((a) => a.code === 409)!.msg).toBe(
      "Every copy of this book is already reserved",
    );
    const detail = await lib.ok(endpoints.libraryBookDetail, { id: bookId });
    expect(detail).toMatchObject({ stock: 1, reservations: 1, available: 0 });
    const active = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM reservations
      WHERE book_id = ${bookId} AND status IN ('reserving', 'preparing', 'ready')`)) as unknown as {
      rows: { n: number }[];
    };
    expect(active.rows[0]!.n).toBe(1);
  });

  it("cancels the reader's own waiting reservation, freeing its copy", async () => {
    const [bookId] = await freeBooks(1, 2);
    const reservation = await lib.ok(endpoints.libraryReserve, { bookId }, { token: quiet });
    const data = await lib.ok(
      endpoints.libraryCancelReservation,
      { id: reservation.id },
      { token: quiet },
    );
    expect(data).toMatchObject({ id: reservation.id, status: "cancelled", queue_position: null });
    expect(
      (await lib.ok(endpoints.libraryBookDetail, { id: bookId }, { token: quiet })).my_reservation,
    ).toBeNull();
    const again = await lib.request(
      endpoints.libraryCancelReservation,
      { id: reservation.id },
      { token: quiet, lang: "en-US" },
    );
    expect(again).toEqual({
      code: 409,
      msg: "Only a reservation that is still waiting can be cancelled",
      data: null,
    });
  });

  it("refuses to cancel a reservation being prepared or ready", async () => {
    const preparing = (await reservationsOf(ming)).find((r) => r.status === "preparing")!;
    const ready = (await reservationsOf(yan)).find((r) => r.status === "ready")!;
    const before = await t.counts();
    expect(
      (await lib.request(endpoints.libraryCancelReservation, { id: preparing.id }, { token: ming }))
        .code,
    ).toBe(409);
    expect(
      (await lib.request(endpoints.libraryCancelReservation, { id: ready.id }, { token: yan }))
        .code,
    ).toBe(409);
    expect(await t.counts()).toEqual(before);
  });

  it("answers another reader's reservation as not found, writing nothing", async () => {
    const theirs = (await reservationsOf(hin)).find((r) => r.status === "reserving")!;
    const before = await t.counts();
    const answer = await lib.request(
      endpoints.libraryCancelReservation,
      { id: theirs.id },
      { token: ming, lang: "en-US" },
    );
    expect(answer).toEqual({ code: 404, msg: "The requested record was not found", data: null });
    expect(await t.counts()).toEqual(before);
  });

  it("refuses a missing book id", async () => {
    const { code, data } = await lib.refused(endpoints.libraryReserve, invalidInput({}), {
      token: ming,
    });
    expect(code).toBe(400);
    expect(data!.fields[0]!.field).toBe("bookId");
  });
});

describe("favorite and page_favorite", () => {
  it("adds and removes a favourite; repeating either changes nothing", async () => {
    const bookId = ids.oneCopySpare;
    expect(
      await lib.ok(endpoints.libraryFavorite, { bookId, favorite: true }, { token: quiet }),
    ).toEqual({ favorite: true });
    expect(
      (await lib.request(endpoints.libraryFavorite, { bookId, favorite: "true" }, { token: quiet }))
        .code,
    ).toBe(200);
    let list = await lib.ok(endpoints.libraryFavorites, {}, { token: quiet });
    expect(list.list.map((b: { id: number }) => b.id)).toEqual([bookId]);
    expect(list.list[0]!.favorited_at).toBe("2026-09-01T08:00:00.000Z");
    expect(
      await lib.ok(endpoints.libraryFavorite, { bookId, favorite: false }, { token: quiet }),
    ).toEqual({ favorite: false });
    expect(
      (await lib.request(endpoints.libraryFavorite, { bookId, favorite: "0" }, { token: quiet }))
        .code,
    ).toBe(200);
    list = await lib.ok(endpoints.libraryFavorites, {}, { token: quiet });
    expect(list.total).toBe(0);
  });

  it("lists the demo child's favourites newest first", async () => {
    const data = await lib.ok(endpoints.libraryFavorites, {}, { token: ming });
    expect(data.list.map((b: { id: number }) => b.id)).toEqual([
      ids.queue,
      ids.dinosaursEnglish,
      ids.renewable,
      ids.ready,
    ]);
  });

  it.each([
    ["a flag that is not a flag", { bookId: 1, favorite: "maybe" }, "favorite"],
    ["a missing flag", { bookId: 1 }, "favorite"],
  ])("refuses %s", async (_name, body, field) => {
    const { code, data } = await lib.refused(endpoints.libraryFavorite, invalidInput(body), {
      token: quiet,
    });
    expect(code).toBe(400);
    expect(data!.fields[0]!.field).toBe(field);
  });

  it("refuses an unknown book", async () => {
    expect(
      (
        await lib.request(
          endpoints.libraryFavorite,
          { bookId: 999_999, favorite: true },
          { token: quiet },
        )
      ).code,
    ).toBe(404);
  });
});

describe("book reviews", () => {
  it("lists a book's reviews newest first, by name, with likes; mine and liked for the signed-in reader", async () => {
    const signedOut = await lib.ok(
      endpoints.libraryBookReviews,
      { bookId: ids.queue },
      { lang: "en-US" },
    );
    expect(signedOut.total).toBe(3);
    expect(signedOut.list.map((r: { reviewer: string }) => r.reviewer)).toEqual([
      "Chan Siu Ming",
      "Lam Tsz Hin",
      "Ho Ka Chun",
    ]);
    expect(signedOut.list[0]).toMatchObject({ like_count: 3, liked: false, mine: false });
    const asHin = await lib.ok(endpoints.libraryBookReviews, { bookId: ids.queue }, { token: hin });
    expect(asHin.list[0]).toMatchObject({ reviewer: "陳小明", liked: true, mine: false });
    expect(asHin.list[1]).toMatchObject({ reviewer: "林子軒", mine: true });
  });

  it("adds a review in the reader's name and lists it among theirs", async () => {
    const data = await lib.ok(
      endpoints.libraryAddReview,
      { bookId: ids.oneCopySpare, content: "  很好看！ " },
      { token: quiet },
    );
    expect(data).toMatchObject({
      content: "很好看！",
      reviewer: "何家俊",
      like_count: 0,
      liked: false,
      mine: true,
    });
    const mine = await lib.ok(endpoints.libraryMyReviews, {}, { token: quiet, lang: "en-US" });
    expect(mine.list[0]).toMatchObject({ id: data.id, reviewer: "Ho Ka Chun" });
  });

  it("refuses an empty or oversize review", async () => {
    const before = await t.counts();
    const empty = await lib.refused(
      endpoints.libraryAddReview,
      { bookId: ids.queue, content: "" },
      { token: quiet, lang: "en-US" },
    );
    expect(empty.data?.fields).toEqual([{ field: "content", message: "Please enter the review" }]);
    const long = await lib.request(
      endpoints.libraryAddReview,
      { bookId: ids.queue, content: "好".repeat(501) },
      { token: quiet },
    );
    expect(long.code).toBe(400);
    expect(await t.counts()).toEqual(before);
  });

  it("stores control characters a reader could not have meant as nothing", async () => {
    const data = await lib.ok(
      endpoints.libraryAddReview,
      { bookId: ids.oneCopySpare, content: "好\u0000書\u0007！\n第二行" },
      { token: quiet },
    );
    expect(data.content).toBe("好書！\n第二行");
  });

  it("likes and unlikes a review; repeating either changes nothing", async () => {
    const review = (await lib.ok(endpoints.libraryBookReviews, { bookId: ids.queue })).list[2]!;
    const like = () =>
      lib.ok(endpoints.libraryLikeReview, { id: review.id, like: true }, { token: yan });
    const unlike = () =>
      lib.ok(endpoints.libraryLikeReview, { id: review.id, like: false }, { token: yan });
    expect(await like()).toEqual({
      id: review.id,
      liked: true,
      like_count: review.like_count + 1,
    });
    expect((await like()).like_count).toBe(review.like_count + 1);
    expect(await unlike()).toEqual({
      id: review.id,
      liked: false,
      like_count: review.like_count,
    });
    expect((await unlike()).like_count).toBe(review.like_count);
  });

  it("refuses a like of one's own review, in the reader's language, and writes nothing", async () => {
    const own = (await lib.ok(endpoints.libraryMyReviews, {}, { token: hin })).list[0]!;
    const before = await t.counts();
    const refused = await lib.refused(
      endpoints.libraryLikeReview,
      { id: own.id, like: true },
      { token: hin, lang: "en-US" },
    );
    expect(refused).toMatchObject({ code: 409, msg: "You cannot like your own review" });
    expect(await t.counts()).toEqual(before);
  });

  it("deletes the reader's own review, and answers another's as not found", async () => {
    const theirs = (await lib.ok(endpoints.libraryMyReviews, {}, { token: hin })).list[0]!;
    const before = await t.counts();
    expect(
      (await lib.request(endpoints.libraryDeleteReview, { id: theirs.id }, { token: quiet })).code,
    ).toBe(404);
    expect(await t.counts()).toEqual(before);
    const mine = await lib.ok(
      endpoints.libraryAddReview,
      { bookId: ids.queue, content: "Too short" },
      { token: quiet },
    );
    expect(
      await lib.request(endpoints.libraryDeleteReview, { id: mine.id }, { token: quiet }),
    ).toEqual({
      code: 200,
      msg: "",
      data: null,
    });
    const list = (await lib.ok(endpoints.libraryBookReviews, { bookId: ids.queue })).list;
    expect(list.map((r: { id: number }) => r.id)).not.toContain(mine.id);
  });

  it("answers reviews of an unknown book with 404", async () => {
    expect((await lib.request(endpoints.libraryBookReviews, { bookId: 999_999 })).code).toBe(404);
  });
});

describe("as the days go by", () => {
  it("turns a loan overdue the day after its due day (Hong Kong time), and then refuses to renew it", async () => {
    const loan = await loanOf(ming, "renewWaiting"); // due 2026-09-08
    // 2026-09-08 23:59 in Hong Kong is 15:59 UTC: still due today.
    t.clock.advance(Date.parse("2026-09-08T15:59:00Z") - t.clock.now().getTime());
    const token = await t.signIn("student"); // the morning's session has expired by now
    expect((await loanOf(token, "renewWaiting")).status).toBe("borrowing");
    t.clock.advance(60_000);
    expect((await loanOf(token, "renewWaiting")).status).toBe("overdue");
    const answer = await lib.request(
      endpoints.libraryRenew,
      { loanId: loan.id },
      { token, lang: "en-US" },
    );
    expect(answer.msg).toBe("This book is overdue and cannot be renewed. Please return it soon");
  });
});

describe("GET /api/library/user/user_info", () => {
  it("makes the parent's current child the reader", async () => {
    const token = await t.signIn("parent");
    const [, younger] = await t.ok(endpoints.schoolGetChilds, undefined, { token });
    await t.ok(endpoints.setChild, { id: younger!.id }, { token });
    const data = await t.ok(endpoints.libraryUserInfo, undefined, { token });
    expect(data).toMatchObject({
      user_name: "陳大文",
      reader_user_id: younger!.id,
      reader_name_zh: "陳小欣",
    });
    expect(data.school_id).toEqual(expect.any(Number));
  });

  it("makes a teacher their own reader", async () => {
    const token = await t.signIn("teacher");
    const data = await t.ok(endpoints.libraryUserInfo, undefined, { token });
    expect(data).toMatchObject({ reader_name_en: "Wong Ka Yan", type: 3 });
    expect(data.reader_user_id).toBe(data.user_id);
  });

  it("asks to log in first without a token", async () => {
    expect((await t.request(endpoints.libraryUserInfo)).code).toBe(401);
  });
});

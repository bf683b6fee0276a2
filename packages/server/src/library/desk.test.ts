import { endpoints, type DeskReservation } from "@campus/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type DemoLogin, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";
import { NOTABLE_ISBNS } from "./seed/generate-books";
import { bookIdOf, libraryClient, type LibraryClient } from "./testing/library-api";

/* The librarian's desk on the demo school (today is 2026-09-01 on the test clock). */

let t: TestApp;
let lib: LibraryClient;
let staff: string;
const ids: Record<string, number> = {};

async function copies(key: string): Promise<{ book_no: string; status: string }[]> {
  const result = (await t.database.db.execute(
    sql`SELECT book_no, status FROM book_copies WHERE book_id = ${ids[key]!} ORDER BY book_no`,
  )) as unknown as { rows: { book_no: string; status: string }[] };
  return result.rows;
}
async function queue(status?: "reserving" | "preparing" | "ready"): Promise<DeskReservation[]> {
  return (await lib.ok(endpoints.deskReservations, { status, pageSize: 50 }, { token: staff }))
    .list;
}
function reservationOf(list: DeskReservation[], key: string, reader: string) {
  const found = list.find((r) => r.book_id === ids[key] && r.reader.name_en === reader);
  if (!found) throw new Error(`no reservation of ${key} by ${reader}`);
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  lib = libraryClient(t);
  staff = await t.signIn("staff");
  for (const [key, isbn] of Object.entries(NOTABLE_ISBNS)) ids[key] = await bookIdOf(t, isbn);
});
afterAll(async () => {
  await t.close();
});

const deskEndpoints = Object.values(endpoints).filter((e) =>
  e.path.startsWith("/api/library/desk/"),
);

describe("who may use the desk", () => {
  it.each(
    (["parent", "student", "teacher"] as DemoLogin[]).flatMap((who) =>
      deskEndpoints.map((e) => [who, e.path]),
    ),
  )("refuses a %s on %s with 403, writing nothing", async (who, path) => {
    const token = await t.signIn(who as DemoLogin);
    const before = await t.counts();
    const { body } = await t.call(path, {
      json: {
        schoolId: 1,
        id: 1,
        loanId: 1,
        bookNo: "B0000001",
        readerNo: "s2026001",
        status: "ready",
        approve: true,
      },
      token,
    });
    expect(body).toMatchObject({ code: 403, data: null });
    expect(await t.counts()).toEqual(before);
  });

  it.each(deskEndpoints.map((e) => [e.path]))(
    "%s asks to log in first when signed out",
    async (path) => {
      expect((await t.call(path, { json: { schoolId: 1 } })).body.code).toBe(401);
    },
  );

  it("refuses another school's desk", async () => {
    const answer = await lib.request(
      endpoints.deskReservations,
      { schoolId: 2 },
      { token: staff, lang: "en-US" },
    );
    expect(answer).toEqual({
      code: 403,
      msg: "This account does not belong to this school's library",
      data: null,
    });
  });
});

describe("page_reserve", () => {
  it("lists waiting, preparing and ready reservations, oldest first, with the reader", async () => {
    const data = await lib.ok(endpoints.deskReservations, {}, { token: staff });
    expect(data.total).toBe(5);
    expect(data.list.map((r: DeskReservation) => [r.status, r.reader.name_en])).toEqual([
      ["ready", "Chan Siu Yan"],
      ["preparing", "Chan Siu Ming"],
      ["reserving", "Lam Tsz Hin"],
      ["reserving", "Lam Tsz Hin"],
      ["reserving", "Chan Siu Ming"],
    ]);
    expect(data.list[4]!.reader).toEqual({
      id: expect.any(Number),
      name_zh: "陳小明",
      name_en: "Chan Siu Ming",
      class_name: "4A",
      reader_no: "s2026001",
    });
    expect(data.list[4]!.queue_position).toBe(2);
  });

  it("narrows by status", async () => {
    expect((await queue("ready")).map((r) => r.status)).toEqual(["ready"]);
  });

  it("refuses a status that is not a queue's", async () => {
    const { code, data } = await lib.refused(
      endpoints.deskReservations,
      invalidInput({ status: "cancelled" }),
      { token: staff },
    );
    expect(code).toBe(400);
    expect(data?.fields[0]!.field).toBe("status");
  });
});

describe("reserve_status", () => {
  it("moves a waiting reservation to preparing", async () => {
    const r = reservationOf(await queue(), "renewWaiting", "Lam Tsz Hin");
    const data = await lib.ok(
      endpoints.deskReservationStatus,
      { id: r.id, status: "preparing" },
      { token: staff },
    );
    expect(data).toMatchObject({
      id: r.id,
      status: "preparing",
      reader: { name_en: "Lam Tsz Hin" },
    });
  });

  it("refuses ready when no copy is on the shelf, naming the copies", async () => {
    const r = reservationOf(await queue(), "renewWaiting", "Lam Tsz Hin");
    const [copy] = await copies("renewWaiting");
    const before = await t.counts();
    const answer = await lib.request(
      endpoints.deskReservationStatus,
      { id: r.id, status: "ready" },
      { token: staff, lang: "en-US" },
    );
    expect(answer).toEqual({
      code: 409,
      msg: `Copy ${copy!.book_no} is not on the shelf`,
      data: null,
    });
    expect(await t.counts()).toEqual(before);
  });

  it("sets a copy aside when ready, to be collected within the pickup days", async () => {
    const r = reservationOf(await queue(), "preparing", "Chan Siu Ming");
    const data = await lib.ok(
      endpoints.deskReservationStatus,
      { id: r.id, status: "ready" },
      { token: staff },
    );
    expect(data).toMatchObject({ status: "ready", pickup_by: "2026-09-04" });
    expect(data.book_no).toMatch(/^B\d{7}$/);
    expect((await copies("preparing")).find((c) => c.book_no === data.book_no)!.status).toBe(
      "held",
    );
  });

  it.each([
    ["ready → preparing", "ready", "preparing"],
    ["reserving → ready", "reserving", "ready"],
  ] as const)("refuses %s, writing nothing", async (_name, from, to) => {
    const r = (await queue(from))[0]!;
    const before = await t.counts();
    const answer = await lib.request(
      endpoints.deskReservationStatus,
      invalidInput({ id: r.id, status: to }),
      { token: staff, lang: "en-US" },
    );
    expect(answer).toEqual({
      code: 409,
      msg: "This record cannot be changed this way in its current state",
      data: null,
    });
    expect(await t.counts()).toEqual(before);
  });

  it("answers an unknown reservation with 404 and refuses a bad status", async () => {
    expect(
      (
        await lib.request(
          endpoints.deskReservationStatus,
          { id: 999_999, status: "ready" },
          { token: staff },
        )
      ).code,
    ).toBe(404);
    expect(
      (
        await lib.request(
          endpoints.deskReservationStatus,
          invalidInput({ id: 1, status: "borrowed" }),
          { token: staff },
        )
      ).code,
    ).toBe(400);
  });
});

describe("checkout", () => {
  const checkout = (bookNo: string, readerNo: string) =>
    lib.request(endpoints.deskCheckout, { bookNo, readerNo }, { token: staff, lang: "en-US" });
  const checkedOut = (bookNo: string, readerNo: string) =>
    lib.ok(endpoints.deskCheckout, { bookNo, readerNo }, { token: staff, lang: "en-US" });

  it.each([
    [
      "an unknown copy",
      async () => "B9999999",
      "s2026001",
      404,
      () => "No copy has the book number B9999999",
    ],
    [
      "an unknown reader",
      async () => (await copies("oneCopySpare"))[0]!.book_no,
      "nobody",
      404,
      () => "No reader has the number nobody",
    ],
    [
      "a copy set aside for another reader",
      async () => (await copies("ready")).find((c) => c.status === "held")!.book_no,
      "s2026001",
      409,
      (n: string) => `Copy ${n} is set aside for the reader who reserved it`,
    ],
    [
      "a copy out on loan",
      async () => (await copies("renewable"))[0]!.book_no,
      "s2026003",
      409,
      (n: string) => `Copy ${n} is not on the shelf`,
    ],
    [
      "a second copy of a book the reader has",
      async () => (await copies("renewable"))[1]!.book_no,
      "s2026001",
      409,
      () => "You already have this book on loan",
    ],
  ] as [string, () => Promise<string>, string, number, (bookNo: string) => string][])(
    "refuses %s, writing nothing",
    async (_name, bookNo, readerNo, code, message) => {
      const number = await bookNo();
      const before = await t.counts();
      expect(await checkout(number, readerNo)).toEqual({ code, msg: message(number), data: null });
      expect(await t.counts()).toEqual(before);
    },
  );

  it("lends a copy for the loan days, counting a read, up to the reader's loan limit", async () => {
    const before = await lib.ok(endpoints.libraryBookDetail, { id: ids.oneCopySpare });
    const [copy] = await copies("oneCopySpare");
    const { code, data } = await checkout(copy!.book_no, "s2026001");
    expect(code).toBe(200);
    expect(data).toMatchObject({
      book_id: ids.oneCopySpare,
      book_no: copy!.book_no,
      borrow_date: "2026-09-01",
      due_date: "2026-09-15",
      status: "borrowing",
      renewals_left: 2,
      reader: { name_en: "Chan Siu Ming", reader_no: "s2026001" },
    });
    expect((await lib.ok(endpoints.libraryBookDetail, { id: ids.oneCopySpare })).read_count).toBe(
      before.read_count + 1,
    );
    // Five loans now: the sixth is refused.
    const [another] = await copies("dinosaursChinese");
    const refused = await checkout(another!.book_no, "s2026001");
    expect(refused).toEqual({
      code: 409,
      msg: "The reader has reached the loan limit (5 books)",
      data: null,
    });
  });

  it("lends the copy set aside to the reader who reserved it: the reservation is borrowed", async () => {
    const ready = reservationOf(await queue("ready"), "ready", "Chan Siu Yan");
    const held = (await copies("ready")).find((c) => c.status === "held")!;
    const before = await lib.ok(endpoints.libraryBookDetail, { id: ids.ready });
    const data = await checkedOut(held.book_no, "s2026002");
    expect(data.reader.name_en).toBe("Chan Siu Yan");
    const yan = await t.signIn("youngerStudent");
    const mine = (await lib.ok(endpoints.libraryReservations, { pageSize: 50 }, { token: yan }))
      .list;
    expect(mine.find((r: { id: number }) => r.id === ready.id)).toMatchObject({
      status: "borrowed",
      borrow_date: "2026-09-01",
      queue_position: null,
    });
    expect((await lib.ok(endpoints.libraryBookDetail, { id: ids.ready })).reservations).toBe(
      before.reservations - 1,
    );
  });

  it("finds teachers by account name", async () => {
    const [copy] = await copies("dinosaursYoung");
    const data = await checkedOut(copy!.book_no, "T.WONG");
    expect(data.reader).toMatchObject({
      name_en: "Wong Ka Yan",
      reader_no: "t.wong",
      class_name: null,
    });
  });

  it("refuses missing or oversize numbers", async () => {
    expect(
      (
        await lib.refused(endpoints.deskCheckout, invalidInput({ readerNo: "s2026001" }), {
          token: staff,
        })
      ).data?.fields[0]!.field,
    ).toBe("bookNo");
    expect(
      (
        await lib.request(
          endpoints.deskCheckout,
          { bookNo: "B".repeat(33), readerNo: "1" },
          { token: staff },
        )
      ).code,
    ).toBe(400);
  });
});

describe("return", () => {
  it("takes a copy back: the loan is returned and the copy is on the shelf", async () => {
    const [copy] = await copies("dinosaursYoung");
    const data = await lib.ok(endpoints.deskReturn, { bookNo: copy!.book_no }, { token: staff });
    expect(data).toMatchObject({
      status: "returned",
      return_date: "2026-09-01",
      reader: { reader_no: "t.wong" },
      // Nobody waits for it.
      waiting: null,
    });
    expect((await copies("dinosaursYoung"))[0]!.status).toBe("available");
    const again = await lib.request(
      endpoints.deskReturn,
      { bookNo: copy!.book_no },
      { token: staff, lang: "en-US" },
    );
    expect(again).toEqual({ code: 409, msg: "This loan is not on loan now", data: null });
  });

  it("takes back an overdue copy", async () => {
    const [copy] = await copies("overdue");
    expect(
      (await lib.ok(endpoints.deskReturn, { bookNo: copy!.book_no }, { token: staff })).status,
    ).toBe("returned");
  });
});

describe("page_lost and decide_lost", () => {
  it("lists loss reports waiting for a decision, oldest first", async () => {
    const ming = await t.signIn("student");
    const loans = (await lib.ok(endpoints.libraryLoans, {}, { token: ming })).list;
    const limited = loans.find((l) => l.book_id === ids.renewLimit)!;
    await lib.request(
      endpoints.libraryReportLoss,
      { loanId: limited.id, reason: "Left it on the MTR" },
      { token: ming },
    );
    const data = await lib.ok(endpoints.deskLossReports, {}, { token: staff });
    expect(
      data.list.map((l: { book_id: number; reader: { name_en: string } }) => [
        l.book_id,
        l.reader.name_en,
      ]),
    ).toEqual([
      [ids.lossPending, "Chan Siu Yan"],
      [ids.renewLimit, "Chan Siu Ming"],
    ]);
  });

  it("approves a report: the loan is lost and the copy leaves the stock", async () => {
    const report = (await lib.ok(endpoints.deskLossReports, {}, { token: staff })).list[0]!;
    const before = await lib.ok(endpoints.libraryBookDetail, { id: ids.lossPending });
    const data = await lib.ok(
      endpoints.deskDecideLoss,
      { loanId: report.id, approve: true },
      { token: staff },
    );
    expect(data).toMatchObject({ id: report.id, status: "lost" });
    const after = await lib.ok(endpoints.libraryBookDetail, { id: ids.lossPending });
    expect(after.stock).toBe(before.stock - 1);
    expect((await copies("lossPending")).some((c) => c.status === "lost")).toBe(true);
  });

  it("rejects a report: the loan is on loan again", async () => {
    const report = (await lib.ok(endpoints.deskLossReports, {}, { token: staff })).list[0]!;
    const data = await lib.ok(
      endpoints.deskDecideLoss,
      { loanId: report.id, approve: "false" },
      { token: staff },
    );
    expect(data).toMatchObject({ id: report.id, status: "borrowing", loss_reason: null });
    expect((await lib.ok(endpoints.deskLossReports, {}, { token: staff })).total).toBe(0);
  });

  it("refuses to decide twice, writing nothing", async () => {
    const lost = (await t.database.db.execute(
      sql`SELECT id FROM loans WHERE status = 'lost' LIMIT 1`,
    )) as unknown as {
      rows: { id: number }[];
    };
    const before = await t.counts();
    const answer = await lib.request(
      endpoints.deskDecideLoss,
      { loanId: lost.rows[0]!.id, approve: true },
      { token: staff, lang: "en-US" },
    );
    expect(answer).toEqual({
      code: 409,
      msg: "This record cannot be changed this way in its current state",
      data: null,
    });
    expect(await t.counts()).toEqual(before);
  });

  it("refuses a decision that is not yes or no", async () => {
    const { code, data } = await lib.refused(
      endpoints.deskDecideLoss,
      invalidInput({ loanId: 1, approve: "maybe" }),
      { token: staff },
    );
    expect(code).toBe(400);
    expect(data?.fields[0]!.field).toBe("approve");
  });
});

describe("a copy reported lost that turns up", () => {
  it("can still be returned at the desk", async () => {
    const ming = await t.signIn("student");
    const loans = (await lib.ok(endpoints.libraryLoans, {}, { token: ming })).list;
    const loan = loans.find((l) => l.book_id === ids.renewWaiting)!;
    await lib.request(
      endpoints.libraryReportLoss,
      { loanId: loan.id, reason: "找不到了" },
      { token: ming },
    );
    const [copy] = await copies("renewWaiting");
    const data = await lib.ok(endpoints.deskReturn, { bookNo: copy!.book_no }, { token: staff });
    expect(data).toMatchObject({ id: loan.id, status: "returned", loss_reason: "找不到了" });
    // Someone waits for this book: the desk is told whom to put the copy aside for (issue 38).
    expect(data.waiting).toMatchObject({
      book_id: ids.renewWaiting,
      reader: { name_en: "Lam Tsz Hin" },
    });
    expect(["reserving", "preparing"]).toContain(data.waiting!.status);
    expect((await lib.ok(endpoints.deskLossReports, {}, { token: staff })).total).toBe(0);
  });
});

describe("the desk's action keys (spec §6)", () => {
  const grant = (actions: string[]) =>
    t.ok(
      endpoints.officeSaveRole,
      { role: "staff", pages: [{ code: "library.desk", actions }] } as never,
      { token: staff },
    );

  it("a desk the office may only look at lists, but lends, takes back and decides nothing", async () => {
    await grant(["query", "get"]);
    const before = await t.counts();
    await lib.ok(endpoints.deskReservations, {}, { token: staff });
    await lib.ok(endpoints.deskLossReports, {}, { token: staff });
    const [copy] = await copies("renewWaiting");
    const refusals = [
      await lib.request(endpoints.deskReturn, { bookNo: copy!.book_no }, { token: staff }),
      await lib.request(
        endpoints.deskCheckout,
        { bookNo: copy!.book_no, readerNo: "s2026001" },
        { token: staff },
      ),
      await lib.request(endpoints.deskDecideLoss, { loanId: 1, approve: true }, { token: staff }),
    ];
    expect(refusals.map((r) => r.code)).toEqual([403, 403, 403]);
    expect(await t.counts()).toEqual(before);
    // Given back: the desk lends again.
    await grant(["query", "get", "edit"]);
    expect(
      (await lib.request(endpoints.deskReturn, { bookNo: copy!.book_no }, { token: staff })).code,
    ).not.toBe(403);
  });
});

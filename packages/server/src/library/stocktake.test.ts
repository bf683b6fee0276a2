import { endpoints } from "@campus/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { libraryClient, type LibraryClient } from "./testing/library-api";

/* The stocktake (issue 38 §4) on the demo school, as its librarian 周美玲. */

let t: TestApp;
let lib: LibraryClient;
let librarian: string;
let bookId: number;
/** A copy of another shelf, and one on loan. */
let elsewhere: string;
let lent: string;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

const stock = async () =>
  (await one<{ stock: number }>(sql`SELECT stock FROM book_counters WHERE book_id = ${bookId}`))
    .stock;

beforeAll(async () => {
  t = await createTestApp();
  lib = libraryClient(t);
  librarian = await t.signIn("librarian");
  ({ id: bookId } = await one<{ id: number }>(
    sql`SELECT id FROM books WHERE school_id = 1 AND status = 'enabled' ORDER BY id LIMIT 1`,
  ));
  // A shelf of three copies: the stocktake's.
  for (const bookNo of ["ST-1", "ST-2", "ST-3"])
    await lib.ok(
      endpoints.catalogueSaveCopy,
      { book_id: bookId, book_no: bookNo, call_number: "857 T", location: "盤點架" },
      { token: librarian },
    );
  ({ book_no: elsewhere } = await one<{ book_no: string }>(
    sql`SELECT book_no FROM book_copies WHERE school_id = 1 AND status = 'available'
      AND location <> '盤點架' ORDER BY id LIMIT 1`,
  ));
  ({ book_no: lent } = await one<{ book_no: string }>(
    sql`SELECT book_no FROM book_copies WHERE school_id = 1 AND status = 'on_loan' ORDER BY id LIMIT 1`,
  ));
});
afterAll(async () => {
  await t.close();
});

describe("a stocktake of one shelf", () => {
  let id: number;

  it("expects the shelf's copies and offers the locations to count", async () => {
    const page = await lib.ok(endpoints.stocktakes, {}, { token: librarian });
    expect(page.locations).toContainEqual({ location: "盤點架", copies: 3 });
    const started = await lib.ok(
      endpoints.stocktakeStart,
      { location: "盤點架" },
      { token: librarian },
    );
    id = started.id;
    expect(started).toMatchObject({
      status: "open",
      location: "盤點架",
      started_by: { name_zh: "周美玲" },
      counts: { expected: 3, found: 0, missing: 3, out_of_place: 0, on_loan: 0, unknown: 0 },
    });
    const again = await lib.refused(
      endpoints.stocktakeStart,
      { location: "盤點架" },
      { token: librarian },
    );
    expect(again.code).toBe(409);
  });

  it("answers each scan: found, again, out of place, on loan, unknown", async () => {
    const scan = (book_no: string) =>
      lib.ok(endpoints.stocktakeScan, { id, book_no }, { token: librarian });
    expect(await scan("st-1")).toMatchObject({ result: "found", book_no: "ST-1" });
    expect(await scan("ST-1")).toMatchObject({ result: "again" });
    expect(await scan("ST-2")).toMatchObject({ result: "found" });
    expect(await scan(elsewhere)).toMatchObject({
      result: "outOfPlace",
      copy: { book_no: elsewhere },
    });
    expect(await scan(lent)).toMatchObject({ result: "onLoan" });
    const last = await scan("NO-SUCH-1");
    expect(last).toMatchObject({ result: "unknown", copy: null });
    expect(last.counts).toEqual({
      expected: 3,
      found: 2,
      missing: 1,
      out_of_place: 1,
      on_loan: 1,
      unknown: 1,
    });
    const detail = await lib.ok(endpoints.stocktake, { id }, { token: librarian });
    expect(detail.missing.map((c) => c.book_no)).toEqual(["ST-3"]);
    expect(detail.out_of_place.map((c) => c.book_no)).toEqual([elsewhere]);
    expect(detail.unknown).toEqual(["NO-SUCH-1"]);
    // The list counts each stocktake as its detail does.
    const listed = await lib.ok(endpoints.stocktakes, {}, { token: librarian });
    expect(listed.list.find((s) => s.id === id)?.counts).toEqual(last.counts);
  });

  it("closes: the copy never scanned is lost and leaves the stock; no scan after", async () => {
    const before = await stock();
    const closed = await lib.ok(endpoints.stocktakeClose, { id }, { token: librarian });
    expect(closed).toMatchObject({ status: "closed", counts: { missing: 1 } });
    expect(closed.closed_at).not.toBeNull();
    const copies = await one<{ states: string }>(
      sql`SELECT string_agg(status, ',' ORDER BY book_no) AS states FROM book_copies
        WHERE book_no IN ('ST-1', 'ST-2', 'ST-3')`,
    );
    expect(copies.states).toBe("available,available,lost");
    expect(await stock()).toBe(before - 1);
    const late = await lib.refused(
      endpoints.stocktakeScan,
      { id, book_no: "ST-3" },
      { token: librarian },
    );
    expect(late.code).toBe(409);
    const twice = await lib.refused(endpoints.stocktakeClose, { id }, { token: librarian });
    expect(twice.code).toBe(409);
  });

  it("refuses a parent and a teacher, writing nothing", async () => {
    for (const who of ["parent", "teacher"] as const) {
      const token = await t.signIn(who);
      const before = await t.counts();
      const answer = await lib.request(endpoints.stocktakeStart, { location: "" }, { token });
      expect(answer.code).toBe(403);
      expect(await t.counts()).toEqual(before);
    }
  });
});

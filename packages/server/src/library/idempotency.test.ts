import { endpoints, HEADERS } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { NOTABLE_ISBNS } from "./seed/generate-books";
import { bookIdOf } from "./testing/library-api";

/* Issue 17's double taps, through the library's writes (decision 0011). */

let t: TestApp;
let ming: string;
beforeAll(async () => {
  t = await createTestApp();
  ming = await t.signIn("student");
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, json: unknown, key?: string) =>
  t.call(path, {
    json,
    token: ming,
    lang: "en-US",
    headers: key ? { [HEADERS.idempotencyKey]: key } : {},
  });

async function renewableLoanId(): Promise<number> {
  const bookId = await bookIdOf(t, NOTABLE_ISBNS.renewable);
  const { body } = await post(endpoints.libraryLoans.path, { schoolId: 1, scope: "current" });
  return (body.data.list as { id: number; book_id: number }[]).find((l) => l.book_id === bookId)!
    .id;
}

describe("one key per user action", () => {
  it("stores one review for ten identical requests sent together with one key", async () => {
    const bookId = await bookIdOf(t, NOTABLE_ISBNS.oneCopySpare);
    const before = await t.counts();
    const review = { schoolId: 1, bookId, content: "十個相同的請求只留下一則書評" };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(endpoints.libraryAddReview.path, review, "tap-review-1"),
      ),
    );
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const after = await t.counts();
    expect(Number(after.reviews)).toBe(Number(before.reviews) + 1);
  });

  it("renews once for a double tap with one key, and refuses a second key's renewal as too early", async () => {
    const loanId = await renewableLoanId();
    const [a, b] = await Promise.all([
      post(endpoints.libraryRenew.path, { schoolId: 1, loanId }, "tap-renew-1"),
      post(endpoints.libraryRenew.path, { schoolId: 1, loanId }, "tap-renew-1"),
    ]);
    expect(a.body).toEqual(b.body);
    expect(a.body.data).toMatchObject({ due_date: "2026-09-20", renew_count: 1 });
    const retry = await post(endpoints.libraryRenew.path, { schoolId: 1, loanId }, "tap-renew-1");
    expect(retry.body).toEqual(a.body);
    const other = await post(endpoints.libraryRenew.path, { schoolId: 1, loanId }, "tap-renew-2");
    expect(other.body).toMatchObject({ code: 409 });
    expect(other.body.msg).toMatch(/^Too early to renew/);
  });
});

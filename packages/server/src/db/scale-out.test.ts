import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTABLE_ISBNS } from "../library/seed/generate-books";
import { THROTTLE } from "../services/throttle";
import { createScratchDatabase } from "../testing/scratch-database";
import {
  httpCall,
  startServer,
  stop,
  stopAll,
  type ServerProcess,
} from "../testing/server-process";
import { DEMO_LOGINS, type DemoLogin } from "../testing/test-app";

/*
 * Two server processes on one PostgreSQL, sharing nothing but the database (DATABASE_URL; a
 * database of its own for this run, dropped after it). What one instance does, the other must
 * see; the race for the last copy must have one winner across both.
 */

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  scratch = await createScratchDatabase("campus_scale");
  const env = { DATABASE_URL: scratch.url, CAMPUS_DEMO: "1" };
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await startServer(env);
  b = await startServer(env);
}, 180_000);

afterAll(async () => {
  if (a) await stop(a);
  if (b) await stop(b);
  await stopAll();
  await scratch?.drop();
});

async function signIn(server: ServerProcess, who: DemoLogin) {
  const answer = await httpCall(server, "/parent_student/ajax_login", DEMO_LOGINS[who]);
  expect(answer.code, `${who}: ${answer.msg}`).toBe(200);
  return answer.data.token as string;
}

async function bookId(server: ServerProcess, isbn: string): Promise<number> {
  const { data } = await httpCall(server, "/api/library/page_by_keyword", {
    schoolId: 1,
    keyword: isbn,
  });
  return data.list[0].id;
}

describe("two instances on one PostgreSQL", () => {
  it("are two processes", () => {
    expect(a.pid).not.toBe(b.pid);
    expect(a.url).not.toBe(b.url);
  });

  it("give the last copy to exactly one of readers racing through both", async () => {
    const book = await bookId(a, NOTABLE_ISBNS.oneCopy);
    const readers: [DemoLogin, ServerProcess][] = [
      ["quietStudent", a],
      ["otherStudent", b],
      ["youngerStudent", a],
      ["teacher", b],
    ];
    const tokens = await Promise.all(readers.map(([who, server]) => signIn(server, who)));
    const answers = await Promise.all(
      readers.map(([, server], i) =>
        httpCall(server, "/api/library/user/reserve", { schoolId: 1, bookId: book }, tokens[i]),
      ),
    );
    expect(answers.filter((x) => x.code === 200)).toHaveLength(1);
    expect(answers.filter((x) => x.code === 409)).toHaveLength(readers.length - 1);
    for (const server of [a, b])
      expect(
        (await httpCall(server, "/api/library/detail", { schoolId: 1, id: book })).data,
      ).toMatchObject({ stock: 1, reservations: 1, available: 0 });
  });

  it("show through one what was written through the other", async () => {
    const onA = await signIn(a, "student");
    const book = await bookId(a, NOTABLE_ISBNS.oneCopySpare);
    const review = await httpCall(
      a,
      "/api/library/user/add_book_comment",
      { schoolId: 1, bookId: book, content: "written through A" },
      onA,
    );
    expect(review.code).toBe(200);
    const seen = await httpCall(b, "/api/library/user/book_comment_list", {
      schoolId: 1,
      bookId: book,
    });
    expect(seen.data.list.map((r: { id: number }) => r.id)).toContain(review.data.id);

    // A token issued by A works on B; the language set through B shows through A.
    expect((await httpCall(b, "/parent_student/api/change_lang?lang=en-US", {}, onA)).data).toEqual(
      { lang: "en-US" },
    );
    const info = await fetch(`${a.url}/parent_student/api/user_info`, { headers: { token: onA } });
    expect(((await info.json()) as { data: { lang: string } }).data.lang).toBe("en-US");

    // Signed out through B: refused through A.
    expect((await httpCall(b, "/parent_student/logout", {}, onA)).code).toBe(200);
    expect((await httpCall(a, "/api/library/user/page_reserve", { schoolId: 1 }, onA)).code).toBe(
      401,
    );
  });

  it("show through one, at once, what the office changed through the other in what each keeps", async () => {
    // Both keep the school's year and the catalogue's totals in memory (db/changes.ts).
    const office = await signIn(a, "staff");
    const parent = await signIn(b, "parent");
    const month = { month: "2026-11", who: "all" };
    const titles = async () =>
      (
        (await httpCall(b, "/api/calendar/month", month, parent)).data.items as { title: string }[]
      ).map((item) => item.title);
    expect(await titles()).not.toContain("兩部伺服器的家長日");
    const saved = await httpCall(
      a,
      "/api/calendar/save_school_event",
      {
        kind: "event",
        title_zh: "兩部伺服器的家長日",
        title_cn: "两部服务器的家长日",
        title_en: "Parents' day on two servers",
        start_day: "2026-11-27",
        end_day: "2026-11-27",
      },
      office,
    );
    expect(saved.code, saved.msg).toBe(200);
    await expect.poll(titles, { timeout: 2_000, interval: 50 }).toContain("兩部伺服器的家長日");

    const librarian = await signIn(a, "librarian");
    const books = async () =>
      (await httpCall(b, "/api/library/home", { schoolId: 1 })).data.totals.books as number;
    const before = await books();
    const book = await bookId(a, NOTABLE_ISBNS.oneCopySpare);
    const disabled = await httpCall(
      a,
      "/api/library/catalogue/book_status",
      { schoolId: 1, id: book, status: "disabled" },
      librarian,
    );
    expect(disabled.code, disabled.msg).toBe(200);
    await expect.poll(books, { timeout: 2_000, interval: 50 }).toBe(before - 1);
    await httpCall(
      a,
      "/api/library/catalogue/book_status",
      { schoolId: 1, id: book, status: "enabled" },
      librarian,
    );
    await expect.poll(books, { timeout: 2_000, interval: 50 }).toBe(before);
  });

  it("share sign-in throttling: a pair locked through one is locked through the other", async () => {
    // Both instances see the callers as 127.0.0.1: the pair (account, address) is shared.
    const wrong = { ...DEMO_LOGINS.staff, password: "wrong" };
    for (let i = 0; i <= THROTTLE.pair.freeFailures; i++) {
      const server = i % 2 ? b : a;
      expect((await httpCall(server, "/parent_student/ajax_login", wrong)).code).toBe(400);
    }
    for (const server of [a, b])
      expect((await httpCall(server, "/parent_student/ajax_login", DEMO_LOGINS.staff)).code).toBe(
        429,
      );
  });

  it("act once for one Idempotency-Key sent through both at once", async () => {
    const book = await bookId(a, NOTABLE_ISBNS.oneCopySpare);
    const token = await signIn(a, "quietStudent");
    const review = { schoolId: 1, bookId: book, content: "同一個操作經兩部伺服器送出" };
    const key = { "Idempotency-Key": "scale-out-review-1" };
    const answers = await Promise.all(
      [a, b, a, b].map((server) =>
        httpCall(server, "/api/library/user/add_book_comment", review, token, key),
      ),
    );
    expect(answers.every((answer) => answer.code === 200)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const mine = await httpCall(
      b,
      "/api/library/user/user_book_comment_list",
      { schoolId: 1 },
      token,
    );
    expect(
      mine.data.list.filter((r: { content: string }) => r.content === review.content),
    ).toHaveLength(1);
  });
});

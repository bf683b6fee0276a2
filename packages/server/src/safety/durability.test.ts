import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { DEMO_LOGINS } from "../testing/test-app";
import {
  httpCall,
  killHard,
  startServer,
  stop,
  stopAll,
  type ServerProcess,
} from "../testing/server-process";

/*
 * Acknowledged writes survive `kill -9` of the server: the real server process on a PGlite data
 * folder takes reviews, favourites and reservations over HTTP, is killed mid-flight, starts again
 * on the same folder, and every write it acknowledged is there — none lost, none half-written.
 */

const dataDir = mkdtempSync(join(tmpdir(), "campus-durability-"));
// PGlite in its own folder: never a DATABASE_URL inherited from the environment (CI sets one).
const env = { DATA_DIR: dataDir, CAMPUS_DEMO: "1", DATABASE_URL: "" };

afterAll(async () => {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(server: ServerProcess, who: keyof typeof DEMO_LOGINS) {
  const answer = await httpCall(server, "/parent_student/ajax_login", DEMO_LOGINS[who]);
  expect(answer.code).toBe(200);
  return answer.data.token as string;
}

const lib = (path: string) => `/api/library/${path}`;

describe("durability on PGlite", () => {
  it("keeps every acknowledged write through kill -9 and starts again on the folder", async () => {
    let server = await startServer(env);
    const parent = await signIn(server, "parent");
    const quiet = await signIn(server, "quietStudent");
    const books = (
      await httpCall(server, lib("page_by_rank"), {
        schoolId: 1,
        rankType: "read",
        pageSize: 100,
        pageNum: 3,
      })
    ).data.list as { id: number; available: number; status: string }[];
    // Free and lendable: a disabled book may still count copies, but refuses reservations.
    const free = books.filter((b) => b.available > 0 && b.status === "enabled").map((b) => b.id);
    expect(free.length).toBeGreaterThan(40);

    // Acknowledged: answered 200 before the kill. Each write is checked after the restart.
    const reviews: { id: number; content: string }[] = [];
    const favourites: number[] = [];
    const reservations: number[] = [];
    for (let i = 0; i < 10; i++) {
      const content = `durable review ${i} 恐龍${"🦕".repeat(i)}`;
      const answer = await httpCall(
        server,
        lib("user/add_book_comment"),
        { schoolId: 1, bookId: free[i], content },
        parent,
      );
      expect(answer.code).toBe(200);
      reviews.push({ id: answer.data.id, content });
      const fav = await httpCall(
        server,
        lib("user/favorite"),
        { schoolId: 1, bookId: free[10 + i], favorite: true },
        parent,
      );
      expect(fav.code).toBe(200);
      favourites.push(free[10 + i]!);
    }
    for (let i = 0; i < 4; i++) {
      const answer = await httpCall(
        server,
        lib("user/reserve"),
        { schoolId: 1, bookId: free[20 + i] },
        quiet,
      );
      expect(answer.code, `reserve ${free[20 + i]}: ${answer.msg}`).toBe(200);
      reservations.push(answer.data.id);
    }
    // Writes still in flight when the process dies: each may or may not have happened, but the
    // restart must find each whole or not at all (checked by the counters below).
    const inFlight = Array.from({ length: 10 }, (_, i) =>
      httpCall(
        server,
        lib("user/add_book_comment"),
        { schoolId: 1, bookId: free[30 + i], content: `in flight ${i}` },
        parent,
      ).then(
        (answer) => {
          if (answer.code === 200) reviews.push({ id: answer.data.id, content: `in flight ${i}` });
        },
        () => undefined,
      ),
    );
    const lastReserve = httpCall(
      server,
      lib("user/reserve"),
      { schoolId: 1, bookId: free[24] },
      quiet,
    ).then(
      (answer) => {
        if (answer.code === 200) reservations.push(answer.data.id);
      },
      () => undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await killHard(server);
    await Promise.all([...inFlight, lastReserve]);

    server = await startServer(env);
    const mine = (
      await httpCall(
        server,
        lib("user/user_book_comment_list"),
        {
          schoolId: 1,
          pageSize: 100,
        },
        parent,
      )
    ).data.list as { id: number; content: string }[];
    for (const review of reviews)
      expect(mine.find((r) => r.id === review.id)?.content, `review ${review.id}`).toBe(
        review.content,
      );
    const favList = (
      await httpCall(
        server,
        lib("user/page_favorite"),
        {
          schoolId: 1,
          pageSize: 100,
        },
        parent,
      )
    ).data.list as { id: number; book_id?: number }[];
    const favIds = favList.map((f) => f.book_id ?? f.id);
    for (const bookId of favourites) expect(favIds, `favourite ${bookId}`).toContain(bookId);
    const reserved = (
      await httpCall(
        server,
        lib("user/page_reserve"),
        {
          schoolId: 1,
          pageSize: 100,
        },
        quiet,
      )
    ).data.list as { id: number; status: string }[];
    for (const id of reservations)
      expect(reserved.find((r) => r.id === id)?.status, `reservation ${id}`).toBe("reserving");
    await stop(server);

    // Nothing half-written: every book's count of active reservations matches its rows.
    const database = await openDatabase({ dataDir });
    try {
      const mismatched = (await database.db.execute(sql`
        SELECT c.book_id FROM book_counters c
        LEFT JOIN (SELECT book_id, count(*)::int AS n FROM reservations
          WHERE status IN ('reserving', 'preparing', 'ready') GROUP BY book_id) r
          ON r.book_id = c.book_id
        WHERE c.active_reservations <> coalesce(r.n, 0)`)) as unknown as { rows: unknown[] };
      expect(mismatched.rows).toEqual([]);
    } finally {
      await database.close();
    }

    // And it starts once more on the folder.
    server = await startServer(env);
    expect((await httpCall(server, "/api/library/home", { schoolId: 1 })).code).toBe(200);
    await stop(server);
  }, 240_000);
});

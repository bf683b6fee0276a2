import { endpoints } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTABLE_ISBNS } from "../library/seed/generate-books";
import { bookIdOf, libraryClient } from "../library/testing/library-api";
import { THROTTLE } from "../services/throttle";
import { createScratchDatabase } from "../testing/scratch-database";
import { createTestApp, DEMO_LOGINS, type TestApp } from "../testing/test-app";
import { sql } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backUp, restore } from "../backup/backup";
import { tableContents } from "../testing/table-fingerprint";
import { registry } from "../services/metrics";
import { keepStatistics } from "../services/housekeeping";
import { announceChange, onChange } from "./changes";
import {
  appliedMigrations,
  BUNDLED_MIGRATIONS,
  DatabaseNewerThanServer,
  openDatabase,
} from "./database";

/**
 * The same server on a real PostgreSQL (DATABASE_URL), in a database of its own made for this
 * run and dropped after it. This project runs only when DATABASE_URL is set (see .ci/run).
 */
let t: TestApp;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

beforeAll(async () => {
  scratch = await createScratchDatabase("campus_test");
  t = await createTestApp({ databaseUrl: scratch.url });
});

afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

describe("on PostgreSQL", () => {
  it("is really PostgreSQL", () => {
    expect(t.database.kind).toBe("postgres");
  });

  it("signs in, switches child, refuses another family's child and signs out", async () => {
    const token = await t.signIn("parent");
    const info = (await t.call("/parent_student/api/user_info", { method: "GET", token })).body
      .data;
    expect(info.childsUser).toHaveLength(2);
    const younger = info.childsUser[1].id;
    expect(
      (await t.call(`/parent_student/setChild?id=${younger}`, { token })).body.data.child_user_id,
    ).toBe(younger);

    const other = await t.signIn("otherParent");
    const theirs = (await t.call("/api/school/getChilds", { token: other })).body.data[0].id;
    expect((await t.call(`/parent_student/setChild?id=${theirs}`, { token })).body.code).toBe(404);

    expect(
      (await t.call("/parent_student/api/get_menu_json", { token })).body.data.menu_list.length,
    ).toBeGreaterThan(3);
    expect((await t.call("/parent_student/logout", { token })).body.code).toBe(200);
    expect(
      (await t.call("/parent_student/api/user_info", { method: "GET", token })).body.code,
    ).toBe(401);
  });

  it("counts concurrent failed sign-ins exactly and locks that address's tries at the account", async () => {
    const form = { ...DEMO_LOGINS.staff, password: "wrong" };
    const address = "203.0.113.5";
    await Promise.all(
      Array.from({ length: THROTTLE.pair.freeFailures + 1 }, () =>
        t.call("/parent_student/ajax_login", { form, address }),
      ),
    );
    const login = (at: string) =>
      t.call("/parent_student/ajax_login", { form: DEMO_LOGINS.staff, address: at });
    expect((await login(address)).body.code).toBe(429);
    expect((await login("198.51.100.5")).body.code).toBe(200);
  });

  it("leaves tables' statistics to its own autovacuum (PGlite's are the server's chore)", async () => {
    expect(await keepStatistics(t.database.db)).toBe(0);
  });

  it("refuses bad input without writing", async () => {
    const before = await t.counts();
    const { body } = await t.call("/parent_student/ajax_login", {
      form: { ...DEMO_LOGINS.parent, username: "12" },
    });
    expect(body.code).toBe(400);
    expect(await t.counts()).toEqual(before);
  });
});

describe("the library on PostgreSQL", () => {
  it("lets exactly one of several readers racing for the last copy have it", async () => {
    const lib = libraryClient(t);
    const bookId = await bookIdOf(t, NOTABLE_ISBNS.oneCopy);
    const tokens = await Promise.all(
      (["quietStudent", "otherStudent", "youngerStudent", "teacher"] as const).map((who) =>
        t.signIn(who),
      ),
    );
    const answers = await Promise.all(
      tokens.map((token) =>
        lib.request(endpoints.libraryReserve, { bookId }, { token, lang: "en-US" }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 200))
      expect(refused).toEqual({
        code: 409,
        msg: "Every copy of this book is already reserved",
        data: null,
      });
    expect(await lib.ok(endpoints.libraryBookDetail, { id: bookId })).toMatchObject({
      stock: 1,
      reservations: 1,
      available: 0,
    });
  });

  it("lets one reader's simultaneous reservations of one book make one reservation", async () => {
    const lib = libraryClient(t);
    const bookId = await bookIdOf(t, NOTABLE_ISBNS.oneCopySpare);
    const token = await t.signIn("quietStudent");
    const answers = await Promise.all(
      [1, 2, 3].map(() => lib.request(endpoints.libraryReserve, { bookId }, { token })),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409, 409]);
  });

  it("searches Chinese and English substrings with the same indexes", async () => {
    const lib = libraryClient(t);
    const queue = await bookIdOf(t, NOTABLE_ISBNS.queue);
    for (const keyword of ["龍", "恐龍", "恐龙小侦探", "osaur"]) {
      const data = await lib.ok(endpoints.librarySearch, { keyword, pageSize: 100 });
      expect(data.list.map((b) => b.id)).toContain(queue);
    }
  });
});

describe("migrating one PostgreSQL from two instances at once", () => {
  it("migrates it once (the other waits on the lock), then refuses it to an older server", async () => {
    const fresh = await createScratchDatabase("campus_migrate");
    try {
      const [a, b] = await Promise.all([
        openDatabase({ databaseUrl: fresh.url }),
        openDatabase({ databaseUrl: fresh.url }),
      ]);
      expect(await appliedMigrations(a.db)).toBe(BUNDLED_MIGRATIONS);
      await a.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('newer', ${Date.now()})`,
      );
      await Promise.all([a.close(), b.close()]);
      await expect(openDatabase({ databaseUrl: fresh.url })).rejects.toThrow(
        DatabaseNewerThanServer,
      );
    } finally {
      await fresh.drop();
    }
  });
});

describe("copies two instances keep of one PostgreSQL (db/changes.ts)", () => {
  it("are dropped on both by a change through one, and all at once when the listener is cut off", async () => {
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: scratch.url }),
      openDatabase({ databaseUrl: scratch.url }),
    ]);
    const told: { on: "a" | "b"; schoolId: number | null }[] = [];
    onChange("calendar.year", (db, schoolId) => {
      if (db === a.db || db === b.db) told.push({ on: db === a.db ? "a" : "b", schoolId });
    });
    try {
      announceChange(a.db, "calendar.year", 7);
      // The writer's own instance at once, before its answer; the other when PostgreSQL says.
      expect(told).toEqual([{ on: "a", schoolId: 7 }]);
      await expect
        .poll(() => told, { timeout: 2_000, interval: 20 })
        .toContainEqual({
          on: "b",
          schoolId: 7,
        });
      expect(told.filter((t) => t.on === "a")).toHaveLength(1); // Not told its own change twice.

      // PostgreSQL ends the listeners' connections: a change made meanwhile may be unheard, so
      // each forgets every school's copy; once listening again, changes reach it as before.
      told.length = 0;
      await a.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'campus-changes' AND datname = current_database()`,
      );
      await expect
        .poll(() => told, { timeout: 2_000, interval: 20 })
        .toContainEqual({
          on: "b",
          schoolId: null,
        });
      await expect
        .poll(
          async () => {
            announceChange(a.db, "calendar.year", 8);
            await new Promise((resolve) => setTimeout(resolve, 100));
            return told.some((t) => t.on === "b" && t.schoolId === 8);
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe("a backup between PostgreSQL and PGlite (issue 41 §2)", () => {
  it("moves the demo school from PostgreSQL to PGlite and onto a new PostgreSQL, value for value", async () => {
    const folder = mkdtempSync(join(tmpdir(), "campus-pg-backup-"));
    const fresh = await createScratchDatabase("campus_restore");
    const embedded = await openDatabase({});
    const target = await openDatabase({ databaseUrl: fresh.url });
    try {
      await backUp(t.database.db, undefined, join(folder, "from-postgres"));
      await restore(embedded.db, undefined, join(folder, "from-postgres"));
      const original = await tableContents(t.database.db);
      expect(await tableContents(embedded.db)).toEqual(original);
      await backUp(embedded.db, undefined, join(folder, "from-pglite"));
      await restore(target.db, undefined, join(folder, "from-pglite"));
      expect(await tableContents(target.db)).toEqual(original);
    } finally {
      await Promise.all([embedded.close(), target.close()]);
      await fresh.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the database's figures (issue 41 §1)", () => {
  it("times every query and counts the pool's connections", async () => {
    const read = async () => {
      const text = await registry.metrics();
      const value = (series: string) =>
        Number(
          text
            .split("\n")
            .find((line) => line.startsWith(`${series} `))
            ?.split(" ")[1] ?? 0,
        );
      return {
        queries: value("campus_db_query_duration_seconds_count"),
        open: value('campus_db_pool_connections{state="open"}'),
      };
    };
    const before = await read();
    await t.signIn("parent");
    const after = await read();
    expect(after.queries).toBeGreaterThan(before.queries);
    expect(after.open).toBeGreaterThanOrEqual(1);
  });
});

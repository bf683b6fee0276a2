import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database";
import { firstRow } from "../db/sql";
import { keepStatistics } from "./housekeeping";

let database: Database;
beforeAll(async () => {
  database = await openDatabase(); // PGlite: no autovacuum of its own.
});
afterAll(async () => {
  await database?.close();
});

/** PostgreSQL hands a session's counts to the statistics a second later at most: now. */
const flush = async () => {
  await database.db.execute(sql`SELECT pg_stat_force_next_flush()`);
  await database.db.execute(sql`SELECT 1`);
};
const counts = async () => {
  await flush();
  return read();
};
/** The chore's round, on counts as they stand. */
const round = async () => {
  await flush();
  return keepStatistics(database.db);
};
const read = async () =>
  (await firstRow<{ rows: number; dead: number; changed: number }>(
    database.db,
    sql`SELECT c.reltuples::int AS rows, s.n_dead_tup::int AS dead,
      s.n_mod_since_analyze::int AS changed
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.relname = 'login_throttle'`,
  ))!;

describe("the statistics PGlite's missing autovacuum would keep", () => {
  it("analyses a table a tenth of which changed, vacuums one a fifth of which is dead, and leaves the rest", async () => {
    const { db } = database;
    await db.execute(
      sql`INSERT INTO login_throttle (key, failures, window_started_at)
        SELECT 'pair:' || n, 1, now() FROM generate_series(1, 400) AS n`,
    );
    expect((await counts()).changed).toBe(400);
    expect(await round()).toBeGreaterThanOrEqual(1);
    expect(await counts()).toMatchObject({ rows: 400, changed: 0 });
    // Nothing changed since: nothing to do.
    expect(await round()).toBe(0);

    // 30 changed rows of 400 is under the threshold (50 + 40): left for later.
    await db.execute(sql`UPDATE login_throttle SET failures = 2 WHERE key <= 'pair:130'`);
    expect(await round()).toBe(0);

    // 300 deleted: dead rows past 50 + a fifth, so vacuumed (and analysed) now.
    await db.execute(sql`DELETE FROM login_throttle WHERE key > 'pair:130'`);
    expect((await counts()).dead).toBeGreaterThan(130);
    expect(await round()).toBe(1);
    expect(await counts()).toMatchObject({ dead: 0, changed: 0 });
    expect((await counts()).rows).toBeLessThan(400);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  appliedMigrations,
  BUNDLED_MIGRATIONS,
  DatabaseNewerThanServer,
  openDatabase,
} from "./database";

/*
 * A server never runs on a database a newer server migrated (issue 41): it would read tables
 * and rows it does not know. Two instances migrating one PostgreSQL at once: postgres.test.ts.
 */

const dir = mkdtempSync(join(tmpdir(), "campus-migrations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the database's migrations", () => {
  it("are this server's after opening, and a newer server's database is refused", async () => {
    const first = await openDatabase({ dataDir: dir });
    expect(await appliedMigrations(first.db)).toBe(BUNDLED_MIGRATIONS);
    // A newer server's migration, as it would have left it.
    await first.db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('newer', ${Date.now()})`,
    );
    await first.close();
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseNewerThanServer);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `holds ${BUNDLED_MIGRATIONS + 1} migrations and this server knows ${BUNDLED_MIGRATIONS}`,
    );
  });
});

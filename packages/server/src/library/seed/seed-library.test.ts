import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/database";
import { seedDemo } from "../../seed/demo";
import { seedReference } from "../../seed/reference";

let database: Database;

beforeAll(async () => {
  database = await openDatabase();
  await seedReference(database.db);
}, 60_000);

afterAll(async () => {
  await database.close();
});

const booksOf = async () =>
  (
    (await database.db.execute(sql`SELECT count(*)::int AS n FROM books`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe("the library's demo seed", () => {
  it("writes the demo school with its library once, and leaves it alone after that", async () => {
    expect(await seedDemo(database.db, { books: 200 })).toBe(true);
    expect(await booksOf()).toBeGreaterThanOrEqual(200);
    expect(await seedDemo(database.db, { books: 200 })).toBe(false);
  }, 60_000);

  it("gives a demo database from before the library its library on the next start", async () => {
    // A database made before the library: the migration added its tables, all empty.
    await database.db.execute(
      sql`TRUNCATE books, book_categories, publishers, library_rules CASCADE`,
    );
    expect(await booksOf()).toBe(0);
    expect(await seedDemo(database.db, { books: 200 })).toBe(true);
    expect(await booksOf()).toBeGreaterThanOrEqual(200);
    const schools = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM schools WHERE code = 'DEMO'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(schools.rows[0]!.n).toBe(1);
  }, 60_000);
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database";
import type { ServerFeature } from "../server-feature";
import { seedDemo } from "./demo";
import { seedReference } from "./reference";

let database: Database;

beforeAll(async () => {
  database = await openDatabase();
  await seedReference(database.db);
}, 60_000);

afterAll(async () => {
  await database.close();
});

const count = async (table: "users" | "guardianships" | "schools") =>
  (
    (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe("seedDemo", () => {
  it("writes the demo school and its people once, and leaves them alone after that", async () => {
    expect(await seedDemo(database.db, { books: 200 })).toBe(true);
    const people = await count("users");
    // The demo school's three families, and the neighbour school's one (issue 36 §5).
    expect(await count("guardianships")).toBe(4);
    expect(await seedDemo(database.db, { books: 200 })).toBe(false);
    expect(await count("users")).toBe(people);
    expect(await count("schools")).toBe(2);
  }, 60_000);

  it("gives an existing demo database what a feature added since seeds, and only that", async () => {
    const seeded: number[] = [];
    const added: ServerFeature = {
      id: "added",
      register: () => {},
      tables: {},
      async seedDemo(_db, school) {
        seeded.push(school.id);
        return seeded.length === 1;
      },
    };
    const people = await count("users");
    expect(await seedDemo(database.db, { features: [added] })).toBe(true);
    expect(await seedDemo(database.db, { features: [added] })).toBe(false);
    expect(seeded).toHaveLength(2);
    expect(await count("users")).toBe(people);
  }, 60_000);
});

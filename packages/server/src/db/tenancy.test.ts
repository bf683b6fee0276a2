import { existsSync, readdirSync } from "node:fs";
import { getTableConfig, PgTable, type PgTableWithColumns } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { GLOBAL_TABLES, INHERITED_SCHOOL } from "./tenancy";

/*
 * Every table is a school's, belongs to a row that is, or is the platform's (decision 0033,
 * tenancy.ts). Read from the schema files themselves (drizzle.config.ts's `src/*\/schema.ts`),
 * so a new table is checked the day it is added.
 */

// Every feature's schema file and the platform's (src/<folder>/schema.ts): a new feature's
// tables are checked too.
const SRC = new URL("../", import.meta.url);
const schemaFiles = await Promise.all(
  readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/schema.ts`, SRC)))
    .map(
      (entry) =>
        import(new URL(`${entry.name}/schema.ts`, SRC).href) as Promise<Record<string, unknown>>,
    ),
);
const tables = schemaFiles
  .flatMap((module) => Object.values(module))
  .filter((value): value is PgTableWithColumns<never> => value instanceof PgTable)
  .map((table) => getTableConfig(table));
const byName = new Map(tables.map((table) => [table.name, table]));

/** The table's school, in steps: its own `school_id`, or through its parent's. */
function pathToSchool(name: string, seen: string[] = []): string[] {
  const table = byName.get(name);
  if (!table) throw new Error(`no table ${name}`);
  if (table.columns.some((column) => column.name === "school_id")) return [...seen, name];
  const inherited = INHERITED_SCHOOL[name];
  if (!inherited || seen.includes(name)) return [];
  return pathToSchool(inherited.parent, [...seen, name]);
}

describe("whose school every row is", () => {
  it("reads every schema file's tables", () => {
    expect(tables.length).toBeGreaterThan(40);
    for (const name of ["users", "books", "eca_events", "applications", "school_events", "notices"])
      expect(byName.has(name), name).toBe(true);
  });

  it("gives every table a school_id, a parent whose school it is, or a reason to be the platform's", () => {
    const unplaced = tables
      .map((table) => table.name)
      .filter((name) => !(name in GLOBAL_TABLES) && pathToSchool(name).length === 0);
    expect(unplaced).toEqual([]);
  });

  it("reaches a school through a key that is never null and does point to that parent", () => {
    for (const [name, { column, parent }] of Object.entries(INHERITED_SCHOOL)) {
      const table = byName.get(name);
      expect(table, name).toBeDefined();
      expect(
        table!.columns.some((c) => c.name === "school_id"),
        `${name} has a school_id: list it no more`,
      ).toBe(false);
      const key = table!.columns.find((c) => c.name === column);
      expect(key?.notNull, `${name}.${column} is never null`).toBe(true);
      const points = table!.foreignKeys.some((fk) => {
        const reference = fk.reference();
        return (
          reference.columns.length === 1 &&
          reference.columns[0]!.name === column &&
          getTableConfig(reference.foreignTable).name === parent
        );
      });
      expect(points, `${name}.${column} references ${parent}`).toBe(true);
      expect(pathToSchool(name).at(-1), `${name} reaches a table with school_id`).toBeDefined();
    }
  });

  it("lists as the platform's only tables that exist and have no school_id", () => {
    for (const name of Object.keys(GLOBAL_TABLES)) {
      expect(byName.has(name), name).toBe(true);
      expect(pathToSchool(name), name).toEqual([]);
    }
  });
});

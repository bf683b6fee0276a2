import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

interface Rows<T> {
  rows: T[];
}

const tableLists = new WeakMap<Db, Promise<string[]>>();

/** Every table of the database's public schema, read from the catalogue: new tables included. */
export function allTables(db: Db): Promise<string[]> {
  let list = tableLists.get(db);
  if (list) return list;
  list = (
    db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ) as unknown as Promise<Rows<{ name: string }>>
  ).then((result) => result.rows.map((row) => row.name));
  tableLists.set(db, list);
  return list;
}

/**
 * For every table: its row count and the newest transaction id among its rows (`xmin`). An
 * insert or delete changes the count; an update writes a new row version, whose `xmin` is the
 * updating transaction's id. Equal fingerprints before and after a call mean the call wrote
 * nothing that was committed, in any table. (Ids cast via text: `xid` has no ordering.)
 */
export async function tableFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await allTables(db);
  const parts = tables.map(
    (name) =>
      `(SELECT count(*) || '/' || coalesce(max(xmin::text::bigint), 0) FROM "${name.replace(/"/g, '""')}") AS "${name}"`,
  );
  const result = (await db.execute(sql.raw(`SELECT ${parts.join(", ")}`))) as unknown as Rows<
    Record<string, string>
  >;
  return result.rows[0]!;
}

/** The tables whose fingerprint differs. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

/**
 * Each table's rows as PostgreSQL writes them (row_to_json), sorted and hashed, with their
 * count: equal means the same records, value for value (a backup and its restore).
 */
export async function tableContents(db: Db): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  for (const name of await allTables(db)) {
    const result = (await db.execute(
      sql.raw(`SELECT count(*) || ' ' || md5(coalesce(string_agg(line, E'\\n' ORDER BY line), '')) AS digest
        FROM (SELECT row_to_json(t)::text AS line FROM "${name.replace(/"/g, '""')}" t) s`),
    )) as unknown as Rows<{ digest: string }>;
    all[name] = result.rows[0]!.digest;
  }
  return all;
}

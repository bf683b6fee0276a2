import { sql } from "drizzle-orm";
import type { Db } from "./database";
import { rows } from "./sql";

/** A column with a foreign key: the table it is in and its name. */
export interface ReferringColumn {
  table: string;
  column: string;
}

/**
 * Every column of the public schema with a foreign key to `target`, from the database's
 * catalogue (so a feature's new table is found the day it is added), by table and column.
 */
export function columnsReferring(db: Db, target: "users" | "uploads"): Promise<ReferringColumn[]> {
  return rows<ReferringColumn>(
    db,
    sql`SELECT c.conrelid::regclass::text AS table, a.attname AS column
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = ${target}::regclass
        AND c.connamespace = 'public'::regnamespace
      ORDER BY 1, 2`,
  );
}

/** A name from the catalogue as an SQL identifier, quoted. */
export const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

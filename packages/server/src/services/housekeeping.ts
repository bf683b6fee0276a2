import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { isEmbedded } from "../db/prepared";
import { rows } from "../db/sql";

/*
 * PostgreSQL's autovacuum keeps each table's statistics fresh and clears the rows updates
 * leave behind. PGlite runs no autovacuum: a table's statistics stay as the seed or the import
 * left them, and a plan chosen on them can go badly wrong as the table grows (measured: a
 * reservation's cancel scanned 70,000 books, 22 ms, because the statistics still said every
 * reservation was of the first few hundred books). Where no autovacuum runs, the server's clock
 * does its work with its defaults: a table is analysed once a tenth of it has changed since the
 * last time, and vacuumed once a fifth of it is dead rows (each plus 50 rows).
 */

/** autovacuum_analyze_threshold, autovacuum_analyze_scale_factor and the vacuum pair. */
const ANALYZE = { rows: 50, share: 0.1 };
const VACUUM = { rows: 50, share: 0.2 };

interface TableCounts {
  name: string;
  /** Rows as the last analysis counted them (0 when never analysed). */
  rows: number;
  changed: number;
  dead: number;
}

/**
 * Analyses, and vacuums where due, each table autovacuum would have by now; nothing where the
 * database runs its own. Answers how many tables it worked on.
 */
export async function keepStatistics(db: Db): Promise<number> {
  if (!isEmbedded(db)) return 0; // PostgreSQL's own autovacuum does it there.
  const tables = await rows<TableCounts>(
    db,
    sql`SELECT s.relname AS name, greatest(c.reltuples, 0)::int AS rows,
      s.n_mod_since_analyze::int AS changed, s.n_dead_tup::int AS dead
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public'`,
  );
  let worked = 0;
  for (const table of tables) {
    const vacuum = table.dead > VACUUM.rows + VACUUM.share * table.rows;
    const analyze = table.changed > ANALYZE.rows + ANALYZE.share * table.rows;
    if (!vacuum && !analyze) continue;
    // A name from the catalogue, quoted as an identifier.
    const name = sql.identifier(table.name);
    await db.execute(vacuum ? sql`VACUUM (ANALYZE) ${name}` : sql`ANALYZE ${name}`);
    worked++;
  }
  return worked;
}

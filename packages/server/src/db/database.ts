import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { firstRow } from "./sql";
import { watchPool } from "../services/metrics";
import { listenForChanges } from "./changes";

export type Schema = typeof schema;
/** One type for both drivers: the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** PGlite only: its files as one uncompressed tarball, which `loadDataDir` opens. */
  dump?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — a real PostgreSQL. Without it, PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; without it (and without databaseUrl), an in-memory database. */
  dataDir?: string;
  /**
   * An in-memory PGlite started from a dump (`dumpDataDir`) instead of an empty database: the
   * server tests open one seeded snapshot per file rather than migrating and seeding each time.
   */
  loadDataDir?: Blob;
  /**
   * Told when the database ends a connection the pool held idle (PostgreSQL restarted, failed
   * over, or an administrator ended it): the pool drops it and opens another when next needed;
   * the change listener's (db/changes.ts) listens again.
   */
  onConnectionLost?: (error: Error) => void;
}

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** How many migrations this server brings (drizzle's journal). */
export const BUNDLED_MIGRATIONS = (
  JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

/** How many migrations the database holds. */
export async function appliedMigrations(db: Db): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  return row!.n;
}

/** The database was migrated by a newer server: this one must not run on it. */
export class DatabaseNewerThanServer extends Error {
  constructor(applied: number) {
    super(
      `The database holds ${applied} migrations and this server knows ${BUNDLED_MIGRATIONS}: a newer server migrated it. Run that version (or restore a backup from before it).`,
    );
  }
}

/** Any number, the same for every instance: who holds it migrates while the others wait. */
const MIGRATION_LOCK = 4_711_2026;

/** Refuses a database newer than this server, once it is migrated as far as this server goes. */
async function refuseNewer(db: Db) {
  const applied = await appliedMigrations(db);
  if (applied > BUNDLED_MIGRATIONS) throw new DatabaseNewerThanServer(applied);
}

/**
 * Opens the database and brings its schema up to date with the committed migrations
 * (drizzle-kit generate). PGlite keeps its files in `<dataDir>/pglite`.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle connection's end would stop the whole process (seen: every
    // instance exited when the database restarted). `/readyz` says when it cannot reconnect.
    pool.on("error", (error) => options.onConnectionLost?.(error));
    const db = drizzle(pool, { schema });
    // Two instances starting at once: one migrates, the other waits on the lock, then finds
    // nothing left to do. The lock is a session's: taken and let go on one connection.
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    await refuseNewer(db as unknown as Db).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    // What other instances change in the data this one keeps copies of (db/changes.ts).
    const stopListening = await listenForChanges(db as unknown as Db, options.databaseUrl, {
      onLost: options.onConnectionLost,
    }).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    const unwatch = watchPool(pool);
    return {
      db: db as unknown as Db,
      kind: "postgres",
      close: async () => {
        unwatch();
        await stopListening();
        await pool.end();
      },
    };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client: InstanceType<typeof PGlite>;
  if (options.dataDir) {
    // PGlite creates its own folder but not the parents.
    mkdirSync(options.dataDir, { recursive: true });
    // Relaxed durability only skips awaiting a no-op flush on the Node file system (its writes go
    // straight to disk); awaiting it costs a round trip per query, a third of a point query.
    client = await PGlite.create(join(options.dataDir, "pglite"), {
      extensions: { pg_trgm },
      relaxedDurability: true,
      // A catalogue of 100,000 books with its search indexes is about 250 MB: keep it in
      // PostgreSQL's buffers, since a miss is a file read through WASM (PostgreSQL's default
      // is 128 MB). The memory is only taken as pages are read.
      startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=384MB"],
    });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await refuseNewer(db as unknown as Db).catch(async (error: unknown) => {
    await client.close();
    throw error;
  });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}

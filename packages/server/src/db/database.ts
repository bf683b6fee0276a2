import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

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
}

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

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
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
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
  return {
    db: db as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}

import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import { appliedMigrations, BUNDLED_MIGRATIONS, type Db } from "../db/database";
import { rows, type Executor } from "../db/sql";
import type { FileStore } from "../services/file-store";

/*
 * `npm run backup` / `npm run restore` (README, "Backups"): every table of the database and every
 * uploaded file, wherever it lives, as a folder an operator can copy, compress and keep —
 *
 *   manifest.json          the format, this server's migrations, each table's row count
 *   tables/<name>.jsonl    one row per line, as PostgreSQL writes it (row_to_json)
 *   files/<key>            the bytes of each upload a file store (S3) keeps
 *
 * The same on PGlite and PostgreSQL, and between them: a school moves from one machine's PGlite
 * to a PostgreSQL by a backup and a restore. Rows travel as PostgreSQL's own JSON and go back
 * through json_populate_recordset, so no value passes through JavaScript's numbers or dates.
 */

export const BACKUP_FORMAT = 1;

export interface Manifest {
  format: number;
  /** The migrations of the server that made it: a restore needs a server with the same. */
  migrations: number;
  createdAt: string;
  tables: Record<string, number>;
  files: number;
}

/** Every table of the public schema, by name (the migrations' own table is drizzle's schema). */
const tablesOf = async (db: Executor) =>
  (
    await rows<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((row) => row.name);

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A file's name in the backup: its key, made safe for any file system. */
const fileName = (key: string) => encodeURIComponent(key);

/** Rows are read from the database this many at a time (a cursor: a table never in memory). */
const BATCH_ROWS = 200;

/**
 * Writes the backup into `folder` (created; must be empty). One read-only transaction over every
 * table, so a backup of a running PostgreSQL is one moment's; the files an upload row names are
 * fetched from the store as their rows are read (a stored file never changes).
 */
export async function backUp(db: Db, files: FileStore | undefined, folder: string) {
  if (existsSync(folder) && readdirSync(folder).length > 0)
    throw new Error(`${folder} is not empty: a backup goes into a new folder.`);
  mkdirSync(join(folder, "tables"), { recursive: true });
  mkdirSync(join(folder, "files"), { recursive: true });
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    migrations: await appliedMigrations(db),
    createdAt: new Date().toISOString(),
    tables: {},
    files: 0,
  };
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    for (const table of await tablesOf(tx)) {
      const out = createWriteStream(join(folder, "tables", `${table}.jsonl`));
      let count = 0;
      await tx.execute(
        sql.raw(`DECLARE backup_rows NO SCROLL CURSOR FOR
          SELECT row_to_json(t)::text AS line FROM ${quoted(table)} t`),
      );
      for (;;) {
        const batch = await rows<{ line: string }>(
          tx,
          sql.raw(`FETCH ${BATCH_ROWS} FROM backup_rows`),
        );
        if (batch.length === 0) break;
        for (const { line } of batch) if (!out.write(`${line}\n`)) await once(out, "drain");
        count += batch.length;
      }
      await tx.execute(sql`CLOSE backup_rows`);
      out.end();
      await once(out, "finish");
      manifest.tables[table] = count;
    }
    // The files a store keeps (rows without their bytes).
    if (files) {
      const keys = await rows<{ key: string }>(
        tx,
        sql`SELECT key FROM uploads WHERE content IS NULL ORDER BY id`,
      );
      for (const { key } of keys) {
        const bytes = await files.get(key);
        if (!bytes) throw new Error(`the file store has no file ${key}`);
        await writeFile(join(folder, "files", fileName(key)), bytes);
        manifest.files++;
      }
    }
  });
  await writeFile(join(folder, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The foreign keys not already deferrable: made so for a restore, and put back after it. */
async function immediateForeignKeys(db: Executor) {
  return rows<{ table: string; name: string }>(
    db,
    sql`SELECT c.conrelid::regclass::text AS table, c.conname AS name FROM pg_constraint c
        JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND NOT c.condeferrable AND n.nspname = 'public'`,
  );
}

/** The columns a restore writes: every one but those the database computes (generated). */
async function writableColumns(db: Executor, table: string) {
  return (
    await rows<{ name: string }>(
      db,
      sql`SELECT attname AS name FROM pg_attribute
          WHERE attrelid = ${quoted(table)}::regclass AND attnum > 0 AND NOT attisdropped
            AND attgenerated = '' ORDER BY attnum`,
    )
  ).map((row) => quoted(row.name));
}

/** Rows go back this many bytes of JSON at a time. */
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Restores the backup in `folder` into an empty database of the same migrations: every row, then
 * each table's id sequence past its highest id. The foreign keys are checked once, at the end;
 * anything wrong and nothing is written. Files go to the store when the deployment has one, else
 * into their rows (a backup of an S3 deployment restores onto a single machine, and back).
 */
export async function restore(db: Db, files: FileStore | undefined, folder: string) {
  const manifest = JSON.parse(await readFile(join(folder, "manifest.json"), "utf8")) as Manifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`${folder} is a backup of format ${manifest.format}, not ${BACKUP_FORMAT}.`);
  if (manifest.migrations !== BUNDLED_MIGRATIONS)
    throw new Error(
      `The backup was made by a server with ${manifest.migrations} migrations; this one has ${BUNDLED_MIGRATIONS}. Restore it with that version, then start this one.`,
    );
  const [schools] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM schools`);
  if (schools!.n > 0)
    throw new Error("The database already holds a school: a backup is restored into an empty one.");
  const tables = await tablesOf(db);
  const missing = Object.keys(manifest.tables).filter((table) => !tables.includes(table));
  if (missing.length > 0) throw new Error(`This database has no table ${missing.join(", ")}.`);

  const keys = await immediateForeignKeys(db);
  const alter = (deferrable: boolean) =>
    db.transaction(async (tx) => {
      for (const { table, name } of keys)
        await tx.execute(
          sql.raw(
            `ALTER TABLE ${table} ALTER CONSTRAINT ${quoted(name)} ${deferrable ? "DEFERRABLE INITIALLY DEFERRED" : "NOT DEFERRABLE"}`,
          ),
        );
    });
  await alter(true);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET CONSTRAINTS ALL DEFERRED`);
      // What the migrations put there (the menu, reference rows) gives way to the backup's.
      await tx.execute(sql.raw(`TRUNCATE ${tables.map(quoted).join(", ")}`));
      for (const table of Object.keys(manifest.tables)) {
        const columns = (await writableColumns(tx, table)).join(", ");
        const insert = (batch: string[]) =>
          tx.execute(
            sql`${sql.raw(`INSERT INTO ${quoted(table)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${quoted(table)}, `)}${`[${batch.join(",")}]`}::json)`,
          );
        let batch: string[] = [];
        let bytes = 0;
        const lines = createInterface({
          input: createReadStream(join(folder, "tables", `${table}.jsonl`)),
          crlfDelay: Infinity,
        });
        for await (const line of lines) {
          if (!line) continue;
          batch.push(line);
          bytes += line.length;
          if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
            await insert(batch);
            batch = [];
            bytes = 0;
          }
        }
        if (batch.length > 0) await insert(batch);
        // The next id after the highest restored (serial and identity columns alike).
        await resetSequences(tx, table);
      }
      await restoreFiles(tx, files, folder);
    });
  } finally {
    await alter(false);
  }
  return manifest;
}

/** Each sequence a column of `table` draws from, set past the column's highest value. */
async function resetSequences(db: Executor, table: string) {
  const owned = await rows<{ column: string; sequence: string }>(
    db,
    sql`SELECT a.attname AS column, pg_get_serial_sequence(${quoted(table)}, a.attname) AS sequence
        FROM pg_attribute a WHERE a.attrelid = ${quoted(table)}::regclass AND a.attnum > 0
          AND NOT a.attisdropped AND pg_get_serial_sequence(${quoted(table)}, a.attname) IS NOT NULL`,
  );
  for (const { column, sequence } of owned)
    await db.execute(
      sql`SELECT setval(${sequence}::regclass, coalesce((SELECT max(${sql.raw(quoted(column))}) FROM ${sql.raw(quoted(table))}), 0) + 1, false)`,
    );
}

/** The backup's files: into the deployment's store, or into their rows where it has none. */
async function restoreFiles(db: Executor, files: FileStore | undefined, folder: string) {
  const stored = await rows<{ id: number; key: string; type: string }>(
    db,
    sql`SELECT id, key, type FROM uploads WHERE content IS NULL ORDER BY id`,
  );
  for (const { id, key, type } of stored) {
    const path = join(folder, "files", fileName(key));
    if (!existsSync(path)) throw new Error(`The backup has no file for upload ${id}.`);
    const bytes = new Uint8Array(await readFile(path));
    if (files) await files.put(key, bytes, type);
    else await db.execute(sql`UPDATE uploads SET content = ${bytes} WHERE id = ${id}`);
  }
}

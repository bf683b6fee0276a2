import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database";
import { rows } from "../db/sql";
import { schools, uploads } from "../db/schema";
import { s3Store, type FileStore } from "../services/file-store";
import { memoryS3 } from "../testing/memory-s3";
import { allTables, tableContents } from "../testing/table-fingerprint";
import { createTestApp, type TestApp } from "../testing/test-app";
import { backUp, restore, type Manifest } from "./backup";

/*
 * A backup restores (issue 41 §2): the seeded demo school — every feature's records, its uploads
 * in the database and one in an S3 store — backed up, restored into an empty database, and
 * every table and file compared.
 */

let t: TestApp;
let s3: Awaited<ReturnType<typeof memoryS3>>;
let folder: string;
const scratch: Database[] = [];
const storeAt = (prefix: string): FileStore =>
  s3Store({
    endpoint: s3.endpoint,
    region: "ap-east-1",
    bucket: "campus-files",
    accessKeyId: "test-key",
    secretAccessKey: "test-secret",
    prefix,
  });
const SLIP = new TextEncoder().encode("%PDF-1.4 a deposit slip kept in S3");

beforeAll(async () => {
  t = await createTestApp();
  s3 = await memoryS3();
  folder = mkdtempSync(join(tmpdir(), "campus-backup-"));
  // One upload whose bytes the S3 store keeps (a deployment's), beside the seed's in the database.
  const [school] = await t.database.db.select({ id: schools.id }).from(schools).limit(1);
  const [uploader] = await rows<{ id: number }>(t.database.db, sql`SELECT id FROM users LIMIT 1`);
  await storeAt("live").put("kept-in-s3-key", SLIP, "application/pdf");
  await t.database.db.insert(uploads).values({
    schoolId: school!.id,
    uploadedBy: uploader!.id,
    purpose: "fees.slip",
    name: "入數紙.pdf",
    type: "application/pdf",
    size: SLIP.length,
    sha256: "0".repeat(64),
    key: "kept-in-s3-key",
    content: null,
    createdAt: t.clock.now(),
  });
});
afterAll(async () => {
  for (const database of scratch) await database.close();
  await t.close();
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

/** An empty database of this server's migrations (a new deployment's). */
async function emptyDatabase() {
  const database = await openDatabase({});
  scratch.push(database);
  return database.db;
}

describe("a backup and its restore", () => {
  let manifest: Manifest;

  it("writes every table and the files the store keeps", async () => {
    manifest = await backUp(t.database.db, storeAt("live"), join(folder, "demo"));
    expect(Object.keys(manifest.tables).sort()).toEqual(
      [...(await allTables(t.database.db))].sort(),
    );
    expect(manifest.tables.users).toBeGreaterThan(30);
    expect(manifest.tables.uploads).toBeGreaterThan(1);
    expect(manifest.files).toBe(1);
    expect(readFileSync(join(folder, "demo", "files", "kept-in-s3-key"))).toEqual(
      Buffer.from(SLIP),
    );
  });

  it("restores into an empty database every row of every table, and the files into its store", async () => {
    const db = await emptyDatabase();
    const restoredStore = storeAt("restored");
    await restore(db, restoredStore, join(folder, "demo"));
    expect(await tableContents(db)).toEqual(await tableContents(t.database.db));
    expect(await restoredStore.get("kept-in-s3-key")).toEqual(SLIP);
    // New records take ids after the restored ones.
    const [{ max }] = (await rows<{ max: number }>(
      db,
      sql`SELECT max(id) AS max FROM uploads`,
    )) as [{ max: number }];
    const [added] = await db
      .insert(uploads)
      .values({
        schoolId: 1,
        uploadedBy: 1,
        purpose: "fees.slip",
        name: "after.pdf",
        type: "application/pdf",
        size: 1,
        sha256: "1".repeat(64),
        key: "after-restore",
        content: new Uint8Array([1]),
        createdAt: t.clock.now(),
      })
      .returning({ id: uploads.id });
    expect(added!.id).toBe(max + 1);
  });

  it("puts the store's files into their rows on a machine without a store", async () => {
    const db = await emptyDatabase();
    await restore(db, undefined, join(folder, "demo"));
    const [row] = await db
      .select({ content: uploads.content })
      .from(uploads)
      .where(eq(uploads.key, "kept-in-s3-key"));
    expect(row!.content).toEqual(SLIP);
  });

  it("refuses a database that already holds a school, and changes nothing", async () => {
    const before = await tableContents(t.database.db);
    await expect(restore(t.database.db, undefined, join(folder, "demo"))).rejects.toThrow(
      "The database already holds a school",
    );
    expect(await tableContents(t.database.db)).toEqual(before);
  });

  it("refuses a backup of another server's migrations", async () => {
    const other = join(folder, "other-version");
    rmSync(other, { recursive: true, force: true });
    const db = await emptyDatabase();
    const copy = { ...manifest, migrations: manifest.migrations - 1 };
    await backUp(t.database.db, storeAt("live"), other);
    writeFileSync(join(other, "manifest.json"), JSON.stringify(copy));
    await expect(restore(db, undefined, other)).rejects.toThrow(
      `made by a server with ${manifest.migrations - 1} migrations`,
    );
  });

  it("restores nothing when a row breaks a rule: the foreign keys are checked at the end", async () => {
    const broken = join(folder, "broken");
    await backUp(t.database.db, storeAt("live"), broken);
    // An upload by a user the backup does not have.
    const file = join(broken, "tables", "uploads.jsonl");
    const lines = readFileSync(file, "utf8").trimEnd().split("\n");
    const row = JSON.parse(lines[0]!) as Record<string, unknown>;
    lines.push(JSON.stringify({ ...row, id: 999_999, key: "orphan", uploaded_by: 999_999 }));
    writeFileSync(file, `${lines.join("\n")}\n`);
    const db = await emptyDatabase();
    const before = await tableContents(db);
    await expect(restore(db, undefined, broken)).rejects.toThrow(/foreign key/);
    expect(await tableContents(db)).toEqual(before);
    // The foreign keys are as the migrations made them again (checked at each statement).
    const [deferrable] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f' AND condeferrable`,
    );
    expect(deferrable!.n).toBe(0);
  });
});

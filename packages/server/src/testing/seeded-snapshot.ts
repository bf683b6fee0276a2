import { readFile, writeFile } from "node:fs/promises";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/database";
import { seedDemo } from "../seed/demo";
import { seedReference } from "../seed/reference";
import { TEST_DATA_COST } from "../services/passwords";

declare module "vitest" {
  export interface ProvidedContext {
    /** The seeded snapshot's file, made once per run by `seeded-snapshot-setup.ts`. */
    seededSnapshot?: string;
  }
}

/** The instant the demo data is seeded at: the start of `testClock()`. */
export const TEST_START = Date.parse("2026-09-01T08:00:00Z");

/**
 * Migrates and seeds an in-memory PGlite as `createTestApp` would (reference data, then the
 * demo school at the test clock's start) and writes its files to `file`.
 */
export async function writeSeededSnapshot(file: string): Promise<void> {
  const database = await openDatabase();
  try {
    await seedReference(database.db);
    await seedDemo(database.db, { now: new Date(TEST_START), passwordCost: TEST_DATA_COST });
    const dump = await database.dump!();
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

let snapshot: Promise<Blob> | undefined;

/**
 * The seeded database from the run's snapshot (one read per test file), or null outside a
 * run that made one (a project without the set-up): then the caller migrates and seeds.
 */
export async function openSeededSnapshot(): Promise<Database | null> {
  const file = inject("seededSnapshot");
  if (!file) return null;
  snapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
  return openDatabase({ loadDataDir: await snapshot });
}

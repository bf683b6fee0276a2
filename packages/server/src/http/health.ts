import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { appliedMigrations, BUNDLED_MIGRATIONS, type Db } from "../db/database";
import { firstRow } from "../db/sql";
import type { FileStore } from "../services/file-store";

/*
 * What a load balancer or Kubernetes asks (issue 41): `/healthz`, the process answers at all;
 * `/readyz`, it can serve — the database answers, its migrations are this server's, the file
 * store answers. Plain answers with no data of anyone's, outside the API (no maintenance
 * notice, no body limit, no throttle), and in no bundle of the portal.
 */

/** A check that takes longer than this is failed: a probe must answer in time. */
const CHECK_MS = 2000;

const inTime = <T>(work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), CHECK_MS)),
  ]);

export type Readiness = Record<"database" | "migrations" | "files", string>;

/** Each part's state: `ok`, or what is wrong (`failed`, `behind`, `ahead`). */
export async function readiness(db: Db, files: FileStore | undefined): Promise<Readiness> {
  const database = await inTime(firstRow<{ n: number }>(db, sql`SELECT 1 AS n`)).then(
    () => "ok",
    () => "failed",
  );
  const migrations =
    database !== "ok"
      ? "failed"
      : await inTime(appliedMigrations(db)).then(
          // A database newer than this server (another instance migrated it further) is not ours.
          (n) => (n === BUNDLED_MIGRATIONS ? "ok" : n < BUNDLED_MIGRATIONS ? "behind" : "ahead"),
          () => "failed",
        );
  const stored = files
    ? await inTime(files.get("readyz/probe")).then(
        () => "ok",
        () => "failed",
      )
    : "ok";
  return { database, migrations, files: stored };
}

export function mountHealth(app: Hono, db: Db, files: FileStore | undefined) {
  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.text("ok");
  });
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    const checks = await readiness(db, files);
    const ready = Object.values(checks).every((state) => state === "ok");
    return c.json({ status: ready ? "ready" : "unready", checks }, ready ? 200 : 503);
  });
}

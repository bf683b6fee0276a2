import { and, getTableName, isNull, lt, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/database";
import { idempotencyKeys, loginThrottle, sessions, verificationCodes } from "../db/schema";
import { columnsReferring, identifier } from "../db/catalogue";
import { rows } from "../db/sql";
import type { FileStore } from "./file-store";
import { THROTTLE } from "./throttle";

/*
 * What the server keeps only while it serves a purpose (docs/retention.md): a write's kept
 * answer past its day (decision 0011), a count of failed guesses past its window and its lock,
 * a texted code (and the phone it went to) a day after it expired, a sign-in a month after it
 * ended (expired or signed out), a file no record names a week after it was sent.
 * Personal data kept no longer than needed, as Hong Kong's PDPO (DPP2) and the mainland's PIPL
 * ask; and tables that do not grow for ever.
 */

/** The longest window a failure is counted in: an older count is forgotten when it is read. */
const LONGEST_WINDOW_MS = Math.max(
  THROTTLE.pair.windowMs,
  THROTTLE.address.windowMs,
  THROTTLE.account.windowMs,
);

const DAY_MS = 24 * 3_600_000;
/** How long a code's row outlives its expiry (what was sent when, for a question the next day). */
export const CODE_KEPT_MS = DAY_MS;
/** How long an ended sign-in's row is kept (when someone asks where their account was used). */
export const SESSION_KEPT_MS = 30 * DAY_MS;
/**
 * How long a file no record names is kept: it was picked for a form and never sent with it. A
 * week, not the day the issue first asked: a draft (kept on the device, spec) left over a
 * weekend still has its files when it is sent on Monday.
 */
export const UNATTACHED_KEPT_MS = 7 * DAY_MS;

/** Deletes what has served its purpose at `now`; answers how many rows went. */
export async function forgetExpired(db: Db, now: Date): Promise<number> {
  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  const counts = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStartedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    )
    .returning({ key: loginThrottle.key });
  const codes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, new Date(now.getTime() - CODE_KEPT_MS)))
    .returning({ id: verificationCodes.id });
  const ended = new Date(now.getTime() - SESSION_KEPT_MS);
  const signIns = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, ended), lt(sessions.revokedAt, ended)))
    .returning({ id: sessions.id });
  return keys.length + counts.length + codes.length + signIns.length;
}

/** A column that names uploads: one id (a foreign key) or a list of ids (`integer[]`). */
interface FileReference {
  table: string;
  column: string;
  list: boolean;
}

/**
 * Deletes the uploads sent more than a week before `now` that no record names — by a foreign
 * key, or in a feature's list of files (`fileLists`) — and their bytes in the file store.
 * Answers how many went.
 */
export async function forgetUnattachedUploads(
  db: Db,
  now: Date,
  { fileLists, files }: { fileLists: readonly PgColumn[]; files?: FileStore },
): Promise<number> {
  const references: FileReference[] = [
    ...(await columnsReferring(db, "uploads")).map((column) => ({ ...column, list: false })),
    ...fileLists.map((column) => ({
      table: getTableName(column.table),
      column: column.name,
      list: true,
    })),
  ];
  // Every id a record names, read once (a hash anti-join), not a scan per upload.
  const named = references.map(({ table, column, list }) =>
    sql.raw(
      list
        ? `SELECT unnest(${identifier(column)}) AS id FROM ${identifier(table)}`
        : `SELECT ${identifier(column)} AS id FROM ${identifier(table)}`,
    ),
  );
  const cutoff = new Date(now.getTime() - UNATTACHED_KEPT_MS).toISOString();
  const gone = await rows<{ key: string; outside: boolean }>(
    db,
    named.length
      ? sql`WITH named AS (${sql.join(named, sql` UNION ALL `)})
        DELETE FROM uploads u
        WHERE u.created_at < ${cutoff}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM named n WHERE n.id = u.id)
        RETURNING u.key, u.content IS NULL AS outside`
      : sql`DELETE FROM uploads u WHERE u.created_at < ${cutoff}::timestamptz
        RETURNING u.key, u.content IS NULL AS outside`,
  );
  // The rows went first: a file whose delete fails is only bytes no row names, never a row
  // whose bytes are gone.
  for (const { key, outside } of gone) if (outside && files) await files.delete(key);
  return gone.length;
}

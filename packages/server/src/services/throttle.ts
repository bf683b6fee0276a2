import { ResultCode } from "@campus/contract";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { loginThrottle } from "../db/schema";
import { ApiProblem } from "../http/api-problem";

/**
 * Failed sign-ins are counted per account and per address over a 15-minute window. Too many
 * lock that key for 15 minutes: guessing passwords slowly is pointless, and one address
 * cannot lock out a whole school by trying many accounts without being locked itself.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  maxAccountFailures: 5,
  maxAddressFailures: 20,
} as const;

export function throttleKeys(account: string, address: string) {
  return { account: `account:${account}`, address: `address:${address}` };
}

/** Refuses the attempt when either key is locked, saying when to try again. */
export async function assertNotLocked(db: Db, keys: string[], now: Date): Promise<void> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  const lockedUntil = rows
    .map((row) => row.lockedUntil?.getTime() ?? 0)
    .reduce((latest, t) => Math.max(latest, t), 0);
  if (lockedUntil > now.getTime()) {
    const minutes = Math.ceil((lockedUntil - now.getTime()) / 60_000);
    throw new ApiProblem(ResultCode.tooManyRequests, "api.error.throttled", { minutes });
  }
}

/** Counts one failure against a key, atomically; locks the key when it reaches its limit. */
export async function recordFailure(db: Db, key: string, limit: number, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
  const lockUntil = new Date(now.getTime() + THROTTLE.lockMs);
  const fresh = sql`${loginThrottle.windowStartedAt} < ${windowStart.toISOString()}::timestamptz`;
  const failures = sql`CASE WHEN ${fresh} THEN 1 ELSE ${loginThrottle.failures} + 1 END`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: limit <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`CASE WHEN ${fresh} THEN ${now.toISOString()}::timestamptz ELSE ${loginThrottle.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${failures} >= ${limit} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${loginThrottle.lockedUntil} END`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [key]));
}

import { ResultCode } from "@campus/contract";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { loginThrottle } from "../db/schema";
import { ApiProblem } from "../http/api-problem";
import { throttled } from "./metrics";

/**
 * Failed sign-ins slow down whoever guesses, without letting anyone lock a user out (README,
 * "Sign-in throttling"):
 *
 * - per (account, address) pair: a few free failures, then each failure locks the pair for a
 *   delay that doubles (1, 2, 4 … minutes, at most an hour). Only that address is refused for
 *   that account; the user signing in from anywhere else is not.
 * - per address: too many failures over any accounts within the window lock the address (an
 *   address trying a whole school's accounts).
 * - per account: failures from all addresses are counted, but never lock the account. Past a
 *   ceiling the account is "under attack": then any address that has failed on it gets the
 *   pair's delay from its first failure, so many addresses each get a guess or so an hour. An
 *   address that has not failed on the account is never refused because of it.
 *
 * Every count is an atomic upsert in the database, so it holds across server instances.
 */
export const THROTTLE = {
  pair: { windowMs: 24 * 60 * 60_000, freeFailures: 4, lockMs: 60_000, maxLockMs: 60 * 60_000 },
  address: { windowMs: 15 * 60_000, freeFailures: 29, lockMs: 15 * 60_000, maxLockMs: 15 * 60_000 },
  account: { windowMs: 60 * 60_000, underAttackAt: 50 },
} as const;

export interface FailureRule {
  /** Failures are counted from the first one in this window; older ones are forgotten. */
  windowMs: number;
  /** Failures that cost nothing; the next one locks. */
  freeFailures: number;
  /** The first lock; each further failure doubles it… */
  lockMs: number;
  /** …up to this. */
  maxLockMs: number;
}

const NEVER_LOCKS: FailureRule = {
  windowMs: THROTTLE.account.windowMs,
  freeFailures: Number.MAX_SAFE_INTEGER,
  lockMs: 0,
  maxLockMs: 0,
};

export function throttleKeys(account: string, address: string) {
  return {
    account: `account:${account}`,
    address: `address:${address}`,
    pair: `pair:${account}@${address}`,
  };
}

/** Refuses the attempt when any of the keys is locked, saying when to try again. */
export async function assertNotLocked(db: Db, keys: string[], now: Date): Promise<void> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  const lockedUntil = rows
    .map((row) => row.lockedUntil?.getTime() ?? 0)
    .reduce((latest, t) => Math.max(latest, t), 0);
  if (lockedUntil > now.getTime()) {
    const minutes = Math.ceil((lockedUntil - now.getTime()) / 60_000);
    throttled.inc();
    throw new ApiProblem(ResultCode.tooManyRequests, "api.error.throttled", { minutes });
  }
}

/**
 * Counts one failure against a key, atomically, and locks the key when the count passes the
 * rule's free failures: lockMs × 2^(failures − free − 1), at most maxLockMs. Answers the count.
 */
export async function recordFailure(
  db: Db,
  key: string,
  rule: FailureRule,
  now: Date,
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const fresh = sql`${loginThrottle.windowStartedAt} < ${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const failures = sql`CASE WHEN ${fresh} THEN 1 ELSE ${loginThrottle.failures} + 1 END`;
  const free = Math.min(rule.freeFailures, 1_000_000_000);
  // Doubling stops at 2^20: far beyond any maxLockMs here, and no overflow.
  const lockFor = (n: ReturnType<typeof sql>) =>
    sql`CASE WHEN ${n} > ${free} THEN ${at} + least(${rule.lockMs}::float8 * power(2, least(${n} - ${free} - 1, 20)), ${rule.maxLockMs}::float8) * interval '1 millisecond' ELSE NULL END`;
  const rows = await db
    .insert(loginThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil:
        free < 1 ? new Date(now.getTime() + Math.min(rule.lockMs, rule.maxLockMs)) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`CASE WHEN ${fresh} THEN ${at} ELSE ${loginThrottle.windowStartedAt} END`,
        lockedUntil: sql`greatest(${loginThrottle.lockedUntil}, ${lockFor(failures)})`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return rows[0]!.failures;
}

/**
 * Records a failed sign-in under the three keys. The account's count decides how many free
 * failures the pair gets: none while the account is under attack.
 */
export async function recordSignInFailure(
  db: Db,
  keys: ReturnType<typeof throttleKeys>,
  now: Date,
): Promise<void> {
  const accountFailures = await recordFailure(db, keys.account, NEVER_LOCKS, now);
  const underAttack = accountFailures >= THROTTLE.account.underAttackAt;
  await recordFailure(
    db,
    keys.pair,
    underAttack ? { ...THROTTLE.pair, freeFailures: 0 } : THROTTLE.pair,
    now,
  );
  await recordFailure(db, keys.address, THROTTLE.address, now);
}

/** A right password forgets that pair's failures (not the account's or the address's). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [key]));
}

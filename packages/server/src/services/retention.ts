import { and, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/database";
import { idempotencyKeys, loginThrottle, sessions, verificationCodes } from "../db/schema";
import { THROTTLE } from "./throttle";

/*
 * What the server keeps only while it serves a purpose (docs/retention.md): a write's kept
 * answer past its day (decision 0011), a count of failed guesses past its window and its lock,
 * a texted code (and the phone it went to) a day after it expired, a sign-in a month after it
 * ended (expired or signed out).
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

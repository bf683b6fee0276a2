import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { ResultCode, VERIFICATION, type SendCodeAnswer } from "@campus/contract";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { verificationCodes } from "../db/schema";
import { ApiProblem } from "../http/api-problem";
import type { ServiceContext } from "./context";
import type { SmsSender } from "./sms";
import { assertNotLocked, recordFailure } from "./throttle";

/*
 * One-time codes texted to a phone (no password to forget): six digits, valid five minutes, a
 * few wrong tries, used once, each for one purpose (a guardian's registration sign-in, an office
 * account's set-up). The server enforces the resend wait, the codes per phone an hour and the
 * requests per address an hour (README, "Sign-in by phone").
 */

export type CodePurpose = (typeof verificationCodes.$inferInsert)["purpose"] & string;

export interface CodePhone {
  country_code: string;
  phone: string;
}

const HOUR_MS = 3_600_000;

/**
 * Requests for codes from one address, counted in the sign-in throttle's table: a ceiling sized
 * for a shared address, then a request per wait, the wait doubling (1, 2, 4 … minutes, at most
 * 30) until the ten minutes are over. The per-phone limits protect a number from a flood.
 */
const ADDRESS_RULE = {
  windowMs: 10 * 60_000,
  freeFailures: VERIFICATION.perAddressPer10Minutes,
  lockMs: VERIFICATION.addressWaitSeconds * 1000,
  maxLockMs: VERIFICATION.addressMaxWaitMinutes * 60_000,
};

const hashOf = (salt: string, code: string) =>
  createHash("sha256").update(`${salt}:${code}`).digest("hex");

const samePhone = ({ country_code, phone }: CodePhone, purpose: CodePurpose) =>
  and(
    eq(verificationCodes.countryCode, country_code),
    eq(verificationCodes.phone, phone),
    eq(verificationCodes.purpose, purpose),
  );

/**
 * Texts a new code for `purpose`, worded by `text`, unless the phone asked too recently or too
 * often, or the address did.
 */
export async function sendPhoneCode(
  { db, now }: ServiceContext,
  {
    to,
    purpose,
    address,
    sms,
    text,
  }: {
    to: CodePhone;
    purpose: CodePurpose;
    address: string;
    sms: SmsSender;
    text: (code: string) => string;
  },
): Promise<SendCodeAnswer> {
  const [last] = await db
    .select({ sentAt: verificationCodes.sentAt })
    .from(verificationCodes)
    .where(samePhone(to, purpose))
    .orderBy(desc(verificationCodes.sentAt))
    .limit(1);
  const wait = last
    ? Math.ceil((last.sentAt.getTime() + VERIFICATION.resendSeconds * 1000 - now.getTime()) / 1000)
    : 0;
  if (wait > 0)
    throw new ApiProblem(ResultCode.tooManyRequests, "api.error.codeTooSoon", { seconds: wait });

  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const recent = await db
    .select({ sentAt: verificationCodes.sentAt })
    .from(verificationCodes)
    .where(and(samePhone(to, purpose), gt(verificationCodes.sentAt, hourAgo)))
    .orderBy(verificationCodes.sentAt);
  if (recent.length >= VERIFICATION.perPhonePerHour) {
    const free = recent[0]!.sentAt.getTime() + HOUR_MS;
    throw new ApiProblem(ResultCode.tooManyRequests, "api.error.codeLimit", {
      minutes: Math.max(1, Math.ceil((free - now.getTime()) / 60_000)),
    });
  }
  const addressKey = `sms-address:${address}`;
  await assertNotLocked(db, [addressKey], now);
  // Counted before sending: the first request past the ceiling is refused, told how long to
  // wait; after a wait one goes through, and the next wait is twice as long.
  if ((await recordFailure(db, addressKey, ADDRESS_RULE, now)) === ADDRESS_RULE.freeFailures + 1)
    await assertNotLocked(db, [addressKey], now);

  const code = String(randomInt(0, 10 ** VERIFICATION.digits)).padStart(VERIFICATION.digits, "0");
  const salt = randomBytes(12).toString("base64url");
  await db.insert(verificationCodes).values({
    countryCode: to.country_code,
    phone: to.phone,
    purpose,
    salt,
    codeHash: hashOf(salt, code),
    address,
    sentAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION.ttlSeconds * 1000),
  });
  await sms.send({ countryCode: to.country_code, phone: to.phone, text: text(code) }, now);
  return { resend_after: VERIFICATION.resendSeconds, expires_in: VERIFICATION.ttlSeconds };
}

/**
 * Uses up the latest code sent to the phone for `purpose`: wrong, it costs a try (the last try
 * voids it) and is refused; right, it is marked used (once, even if two requests race).
 */
export async function usePhoneCode(
  { db, now }: ServiceContext,
  { to, purpose, code }: { to: CodePhone; purpose: CodePurpose; code: string },
): Promise<void> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(samePhone(to, purpose))
    .orderBy(desc(verificationCodes.sentAt), desc(verificationCodes.id))
    .limit(1);
  const live =
    latest &&
    latest.usedAt === null &&
    latest.expiresAt > now &&
    latest.tries < VERIFICATION.maxTries;
  if (!live) throw new ApiProblem(ResultCode.badRequest, "api.error.codeExpired");

  const given = Buffer.from(hashOf(latest.salt, code.trim()));
  if (!timingSafeEqual(given, Buffer.from(latest.codeHash))) {
    // Counted in the database, so parallel guesses each cost a try.
    const [counted] = await db
      .update(verificationCodes)
      .set({ tries: sql`${verificationCodes.tries} + 1` })
      .where(
        and(
          eq(verificationCodes.id, latest.id),
          lt(verificationCodes.tries, VERIFICATION.maxTries),
        ),
      )
      .returning({ tries: verificationCodes.tries });
    throw new ApiProblem(
      ResultCode.badRequest,
      counted && counted.tries < VERIFICATION.maxTries
        ? "api.error.codeWrong"
        : "api.error.codeExpired",
    );
  }
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) throw new ApiProblem(ResultCode.badRequest, "api.error.codeExpired");
}

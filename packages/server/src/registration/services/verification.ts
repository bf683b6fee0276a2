import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import {
  ResultCode,
  VERIFICATION,
  type CodeLoginRequest,
  type EndpointResult,
  type Endpoints,
  type Locale,
  type SendCodeAnswer,
} from "@campus/contract";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { ApiProblem } from "../../http/api-problem";
import { setUserLang, userInfoOf } from "../../services/accounts";
import type { ServiceContext } from "../../services/context";
import { createSession } from "../../services/sessions";
import { assertNotLocked, recordFailure } from "../../services/throttle";
import { verificationCodes } from "../schema";
import { schoolByCode } from "./school";
import type { SmsSender } from "../../services/sms";

/*
 * A guardian signs in with a code texted to their phone (no password to forget): six digits,
 * valid five minutes, a few wrong tries, used once. The server enforces the resend wait, the
 * codes per phone an hour and the requests per address an hour; a first sign-in makes the
 * guardian's account (README, "Sign-in by phone").
 */

type Phone = { country_code: string; phone: string };

const HOUR_MS = 3_600_000;

/** Requests for codes from one address: counted in the sign-in throttle's table. */
const ADDRESS_RULE = {
  windowMs: HOUR_MS,
  freeFailures: VERIFICATION.perAddressPerHour,
  lockMs: HOUR_MS,
  maxLockMs: HOUR_MS,
};

const hashOf = (salt: string, code: string) =>
  createHash("sha256").update(`${salt}:${code}`).digest("hex");

const MESSAGE: Record<Locale, (school: string, code: string) => string> = {
  "zh-TW": (school, code) =>
    `【${school}】你的新生報名驗證碼是 ${code}，${VERIFICATION.ttlSeconds / 60} 分鐘內有效。請勿向任何人透露。`,
  "zh-CN": (school, code) =>
    `【${school}】你的新生报名验证码是 ${code}，${VERIFICATION.ttlSeconds / 60} 分钟内有效。请勿向任何人透露。`,
  "en-US": (school, code) =>
    `${school}: your registration code is ${code}. It works for ${VERIFICATION.ttlSeconds / 60} minutes. Do not share it.`,
};

const samePhone = ({ country_code, phone }: Phone) =>
  and(eq(verificationCodes.countryCode, country_code), eq(verificationCodes.phone, phone));

/** Texts a new code, unless the phone asked too recently or too often, or the address did. */
export async function sendCode(
  { db, now, locale }: ServiceContext,
  { sms, address, ...request }: Phone & { school_code: string; address: string; sms: SmsSender },
): Promise<SendCodeAnswer> {
  const school = await schoolByCode(db, request.school_code);
  const [last] = await db
    .select({ sentAt: verificationCodes.sentAt })
    .from(verificationCodes)
    .where(samePhone(request))
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
    .where(and(samePhone(request), gt(verificationCodes.sentAt, hourAgo)))
    .orderBy(verificationCodes.sentAt);
  if (recent.length >= VERIFICATION.perPhonePerHour) {
    const free = recent[0]!.sentAt.getTime() + HOUR_MS;
    throw new ApiProblem(ResultCode.tooManyRequests, "api.error.codeLimit", {
      minutes: Math.max(1, Math.ceil((free - now.getTime()) / 60_000)),
    });
  }
  const addressKey = `sms-address:${address}`;
  await assertNotLocked(db, [addressKey], now);
  // Counted before sending: the request past the limit is refused, and locks the address.
  if ((await recordFailure(db, addressKey, ADDRESS_RULE, now)) > VERIFICATION.perAddressPerHour)
    throw new ApiProblem(ResultCode.tooManyRequests, "api.error.throttled", { minutes: 60 });

  const code = String(randomInt(0, 10 ** VERIFICATION.digits)).padStart(VERIFICATION.digits, "0");
  const salt = randomBytes(12).toString("base64url");
  await db.insert(verificationCodes).values({
    countryCode: request.country_code,
    phone: request.phone,
    salt,
    codeHash: hashOf(salt, code),
    address,
    sentAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION.ttlSeconds * 1000),
  });
  const name =
    locale === "en-US" ? school.nameEn : locale === "zh-CN" ? school.nameCn : school.nameZh;
  await sms.send(
    { countryCode: request.country_code, phone: request.phone, text: MESSAGE[locale](name, code) },
    now,
  );
  return { resend_after: VERIFICATION.resendSeconds, expires_in: VERIFICATION.ttlSeconds };
}

/**
 * Signs in with the latest code sent to the phone: wrong, it costs a try (the last try voids
 * it); right, it is used up (once, even if two requests race) and the guardian is signed in,
 * their account made on the first sign-in.
 */
export async function codeSignIn(
  { db, now }: ServiceContext,
  request: CodeLoginRequest & Phone,
): Promise<EndpointResult<Endpoints["registrationLogin"]>> {
  await schoolByCode(db, request.school_code);
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(samePhone(request))
    .orderBy(desc(verificationCodes.sentAt), desc(verificationCodes.id))
    .limit(1);
  const live =
    latest &&
    latest.usedAt === null &&
    latest.expiresAt > now &&
    latest.tries < VERIFICATION.maxTries;
  if (!live) throw new ApiProblem(ResultCode.badRequest, "api.error.codeExpired");

  const given = Buffer.from(hashOf(latest.salt, request.code.trim()));
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

  const user = await guardianAccount(db, request, now);
  if (request.lang && request.lang !== user.lang) {
    await setUserLang(db, user.id, request.lang);
    user.lang = request.lang;
  }
  const { token, session } = await createSession(db, user.id, null, now);
  return {
    token,
    expires_at: session.expiresAt.toISOString(),
    user: await userInfoOf(db, { user, session }),
  };
}

/** The guardian of this phone: found, or made on their first sign-in (once, even racing). */
async function guardianAccount(db: Db, { country_code, phone }: Phone, now: Date) {
  const find = () =>
    db
      .select()
      .from(users)
      .where(
        and(
          eq(users.loginType, "guardian"),
          eq(users.countryCode, country_code),
          eq(users.username, phone),
        ),
      );
  const [found] = await find();
  if (found) return found;
  await db
    .insert(users)
    .values({
      schoolId: null,
      loginType: "guardian",
      countryCode: country_code,
      username: phone,
      roles: ["guardian"],
      nameZh: `+${country_code} ${phone}`,
      nameEn: `+${country_code} ${phone}`,
      // No password: a guardian signs in by code only (an empty hash never verifies).
      passwordHash: "",
      createdAt: now,
    })
    .onConflictDoNothing();
  const [made] = await find();
  return made!;
}

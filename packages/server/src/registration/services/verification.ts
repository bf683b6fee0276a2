import {
  VERIFICATION,
  type CodeLoginRequest,
  type EndpointResult,
  type Endpoints,
  type Locale,
  type SendCodeAnswer,
} from "@campus/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { setUserLang, userInfoOf } from "../../services/accounts";
import type { ServiceContext } from "../../services/context";
import { createSession } from "../../services/sessions";
import { sendPhoneCode, usePhoneCode } from "../../services/phone-codes";
import { schoolByCode, schoolNameOf } from "./school";
import type { SmsSender } from "../../services/sms";

/*
 * A guardian signs in with a code texted to their phone (services/phone-codes.ts: six digits,
 * five minutes, a few tries, once); a first sign-in makes the guardian's account (README,
 * "Sign-in by phone").
 */

type Phone = { country_code: string; phone: string };

const MESSAGE: Record<Locale, (school: string, code: string) => string> = {
  "zh-TW": (school, code) =>
    `【${school}】你的新生報名驗證碼是 ${code}，${VERIFICATION.ttlSeconds / 60} 分鐘內有效。請勿向任何人透露。`,
  "zh-CN": (school, code) =>
    `【${school}】你的新生报名验证码是 ${code}，${VERIFICATION.ttlSeconds / 60} 分钟内有效。请勿向任何人透露。`,
  "en-US": (school, code) =>
    `${school}: your registration code is ${code}. It works for ${VERIFICATION.ttlSeconds / 60} minutes. Do not share it.`,
};

/** Texts a new code, unless the phone asked too recently or too often, or the address did. */
export async function sendCode(
  ctx: ServiceContext,
  { sms, address, ...request }: Phone & { school_code: string; address: string; sms: SmsSender },
): Promise<SendCodeAnswer> {
  const school = await schoolByCode(ctx.db, request.school_code);
  const name = schoolNameOf(school, ctx.locale);
  return sendPhoneCode(ctx, {
    to: request,
    purpose: "registration",
    address,
    sms,
    text: (code) => MESSAGE[ctx.locale](name, code),
  });
}

/**
 * Signs in with the latest code sent to the phone: right, the guardian is signed in, their
 * account made on the first sign-in.
 */
export async function codeSignIn(
  ctx: ServiceContext,
  request: CodeLoginRequest & Phone,
): Promise<EndpointResult<Endpoints["registrationLogin"]>> {
  const { db, now } = ctx;
  await schoolByCode(db, request.school_code);
  await usePhoneCode(ctx, { to: request, purpose: "registration", code: request.code });
  const user = await guardianAccount(db, request, now);
  if (request.lang && request.lang !== user.lang) {
    await setUserLang(db, user.id, request.lang);
    user.lang = request.lang;
  }
  const { token, session } = await createSession(db, user.id, null, now, "code");
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

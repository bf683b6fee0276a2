import {
  ResultCode,
  VERIFICATION,
  type EndpointResult,
  type Endpoints,
  type Locale,
  type SendCodeAnswer,
  type UserInfo,
} from "@campus/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { users } from "../db/schema";
import { ApiProblem, notFound } from "../http/api-problem";
import type { HandlerContext } from "../http/register";
import { childrenOf, findAccount, setUserLang, userInfoOf } from "./accounts";
import type { ServiceContext } from "./context";
import { decoyHash, verifyPassword } from "./passwords";
import { sendPhoneCode, usePhoneCode, type CodePhone } from "./phone-codes";
import { createSession, setSessionChild, type Auth, type UserRow } from "./sessions";
import type { SmsSender } from "./sms";
import { assertNotLocked, clearFailures, recordSignInFailure, throttleKeys } from "./throttle";

/** The sign-in form as the contract parsed it. */
type SignInForm = HandlerContext<Endpoints["login"]>["body"];

/**
 * Signs in with a password (throttled per account and address, see the README), setting the
 * account's language when the sign-in page sent one; the session starts on the first child.
 */
export async function signIn(
  { db, now }: ServiceContext,
  { address, ...body }: SignInForm & { address: string },
): Promise<EndpointResult<Endpoints["login"]>> {
  const countryCode = body.type === "parent" ? (body.countryCode ?? "") : "";
  const keys = throttleKeys(`${body.type}:${countryCode}:${body.username.toLowerCase()}`, address);
  // The account's own key never locks: only this address's tries at it, and this address.
  await assertNotLocked(db, [keys.pair, keys.address], now);

  const user = await findAccount(db, body.type, body.username, countryCode);
  // No account, or one with no password yet (activated by a code): the same work, the same no.
  const passwordOk = await verifyPassword(body.password, user?.passwordHash || (await decoyHash()));
  if (!user || !passwordOk) {
    await recordSignInFailure(db, keys, now);
    throw new ApiProblem(ResultCode.badRequest, "api.error.badCredentials");
  }
  await clearFailures(db, keys.pair);
  return sessionFor({ db, now }, user, body.lang);
}

/**
 * A new session for an account, on its first child, in the language the sign-in page sent; it
 * remembers whether a password or a texted code began it.
 */
export async function sessionFor(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  user: UserRow,
  lang: Locale | undefined,
  signedInBy: "password" | "code" = "password",
): Promise<EndpointResult<Endpoints["login"]>> {
  if (lang && lang !== user.lang) {
    await setUserLang(db, user.id, lang);
    user.lang = lang;
  }
  const children = await childrenOf(db, user);
  const { token, session } = await createSession(
    db,
    user.id,
    children[0]?.id ?? null,
    now,
    signedInBy,
  );
  return {
    token,
    expires_at: session.expiresAt.toISOString(),
    user: await userInfoOf(db, { user, session }),
  };
}

const CODE_TEXT: Record<Locale, (code: string) => string> = {
  "zh-TW": (code) =>
    `【Campus】你的登入驗證碼是 ${code}，${VERIFICATION.ttlSeconds / 60} 分鐘內有效。請勿向任何人透露。`,
  "zh-CN": (code) =>
    `【Campus】你的登录验证码是 ${code}，${VERIFICATION.ttlSeconds / 60} 分钟内有效。请勿向任何人透露。`,
  "en-US": (code) =>
    `Campus: your sign-in code is ${code}. It works for ${VERIFICATION.ttlSeconds / 60} minutes. Do not share it.`,
};

/** Who a code sign-in names: a parent or a teacher, by a mobile. */
type CodeAccount = CodePhone & { type?: "parent" | "teacher" };

/**
 * The account a code to this mobile signs in: a parent's by its sign-in name, a teacher's by the
 * mobile the school's staff list gives them — when exactly one open teacher account has it (a
 * mobile two accounts share signs neither in: the office sees whose it is).
 */
async function codeAccountOf(db: Db, to: CodeAccount): Promise<UserRow | undefined> {
  if (to.type !== "teacher") return findAccount(db, "parent", to.phone, to.country_code);
  const found = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.loginType, "teacher"),
        eq(users.contactCountryCode, to.country_code),
        eq(users.contactPhone, to.phone),
        eq(users.status, "active"),
      ),
    )
    .limit(2);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Texts a sign-in code to a parent's or a teacher's mobile. The answer is the same whether the
 * number has an account or not (a code to a number with none signs nobody in), and the limits
 * of every texted code apply: a wait between codes, a few a phone an hour, a ceiling per address.
 */
export async function sendSignInCode(
  ctx: ServiceContext,
  { to, address, sms }: { to: CodeAccount; address: string; sms: SmsSender },
): Promise<SendCodeAnswer> {
  const account = await codeAccountOf(ctx.db, to);
  return sendPhoneCode(ctx, {
    to,
    purpose: "signin",
    address,
    // No account: nothing is texted, but the code is kept and counted as if it had been.
    sms: account ? sms : { send: async () => undefined },
    text: CODE_TEXT[account?.lang ?? ctx.locale],
  });
}

/** A parent or a teacher signs in by the code: the account activates so, with no password. */
export async function signInByCode(
  ctx: ServiceContext,
  request: HandlerContext<Endpoints["loginByCode"]>["body"],
): Promise<EndpointResult<Endpoints["loginByCode"]>> {
  await usePhoneCode(ctx, { to: request, purpose: "signin", code: request.code });
  const user = await codeAccountOf(ctx.db, request);
  if (!user) throw new ApiProblem(ResultCode.badRequest, "api.error.badCredentials");
  return sessionFor(ctx, user, request.lang, "code");
}

/** Only the caller's own children (a student: only themself); others read as not found. */
export async function switchChild(
  { db }: ServiceContext,
  { auth, childId }: { auth: Auth; childId: number },
): Promise<UserInfo> {
  const children = await childrenOf(db, auth.user);
  if (!children.some((child) => child.id === childId)) throw notFound("api.error.childNotFound");
  await setSessionChild(db, auth.session.id, childId);
  return userInfoOf(db, { ...auth, session: { ...auth.session, currentChildId: childId } });
}

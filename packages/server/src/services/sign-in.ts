import { ResultCode, type EndpointResult, type Endpoints, type UserInfo } from "@campus/contract";
import { ApiProblem, notFound } from "../http/api-problem";
import type { HandlerContext } from "../http/register";
import { childrenOf, findAccount, setUserLang, userInfoOf } from "./accounts";
import type { ServiceContext } from "./context";
import { decoyHash, verifyPassword } from "./passwords";
import { createSession, setSessionChild, type Auth } from "./sessions";
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
  if (body.lang && body.lang !== user.lang) {
    await setUserLang(db, user.id, body.lang);
    user.lang = body.lang;
  }
  const children = await childrenOf(db, user);
  const { token, session } = await createSession(db, user.id, children[0]?.id ?? null, now);
  return {
    token,
    expires_at: session.expiresAt.toISOString(),
    user: await userInfoOf(db, { user, session }),
  };
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

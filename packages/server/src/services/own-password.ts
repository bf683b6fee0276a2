import type { Endpoints, EndpointResult, PasswordState } from "@campus/contract";
import { and, eq, isNull, ne } from "drizzle-orm";
import { sessions, users } from "../db/schema";
import { invalidField } from "../http/api-problem";
import type { HandlerContext } from "../http/register";
import type { ServiceContext } from "./context";
import { hashPassword, verifyPassword } from "./passwords";
import type { Auth } from "./sessions";
import { assertNotLocked, clearFailures, recordSignInFailure, throttleKeys } from "./throttle";

/**
 * How long after a sign-in by a texted code a new password needs no old one: the code proved
 * the phone, which is how someone who forgot their password sets a new one (issue 36 §4).
 */
export const CODE_SIGN_IN_GRACE_MS = 15 * 60_000;

export function passwordState({ user, session }: Auth, now: Date): PasswordState {
  const hasPassword = user.passwordHash !== "";
  const freshCode =
    session.signedInBy === "code" &&
    now.getTime() - session.createdAt.getTime() < CODE_SIGN_IN_GRACE_MS;
  return { has_password: hasPassword, current_needed: hasPassword && !freshCode };
}

/**
 * Sets the caller's own password. The one in use, when asked for, is checked as a sign-in is
 * (a wrong one counts toward the same throttle, so this is no back door for guessing); the new
 * one may not be the account's name or phone. The account's other sessions end: whoever else
 * held them (a lost phone, a shared computer) is signed out.
 */
export async function setOwnPassword(
  { db, now, locale }: ServiceContext,
  auth: Auth,
  { current_password, password }: HandlerContext<Endpoints["accountSetPassword"]>["body"],
  address: string,
): Promise<EndpointResult<Endpoints["accountSetPassword"]>> {
  const { user, session } = auth;
  if (passwordState(auth, now).current_needed) {
    if (!current_password) throw invalidField(locale, "current_password", "validation.required");
    const keys = throttleKeys(
      `${user.loginType}:${user.countryCode}:${user.username.toLowerCase()}`,
      address,
    );
    await assertNotLocked(db, [keys.pair, keys.address], now);
    if (!(await verifyPassword(current_password, user.passwordHash))) {
      await recordSignInFailure(db, keys, now);
      throw invalidField(locale, "current_password", "api.error.wrongPassword");
    }
    await clearFailures(db, keys.pair);
  }
  if (namesTheAccount(password, auth))
    throw invalidField(locale, "password", "api.error.passwordIsAccountName");

  const passwordHash = await hashPassword(password);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(eq(sessions.userId, user.id), ne(sessions.id, session.id), isNull(sessions.revokedAt)),
      )
      .returning({ id: sessions.id });
  });
  return { other_sessions_ended: ended.length };
}

/** The account's name or phone, whatever the case: the first thing anyone would try. */
export function namesTheAccount(password: string, { user }: Pick<Auth, "user">): boolean {
  const typed = password.toLowerCase();
  const names = [user.username, user.studentNo, user.contactPhone, user.email]
    .filter((name): name is string => !!name && name.length >= 4)
    .map((name) => name.toLowerCase());
  return names.some(
    (name) => typed === name || (typed.includes(name) && typed.length - name.length < 4),
  );
}

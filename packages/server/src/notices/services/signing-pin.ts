import type { SetSigningPin, SigningPinState } from "@campus/contract/notices";
import { eq } from "drizzle-orm";
import { invalidField } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { hashPassword, verifyPassword } from "../../services/passwords";
import type { Auth } from "../../services/sessions";
import {
  assertNotLocked,
  clearFailures,
  recordSignInFailure,
  throttleKeys,
} from "../../services/throttle";
import { noticeSigningPins } from "../schema";

/*
 * A parent's signing PIN (decision 0044): set or changed behind the account's password, kept
 * as a password is. Signing a reply slip with it comes with the slips.
 */

export async function signingPinState(
  { db }: ServiceContext,
  auth: Auth,
): Promise<SigningPinState> {
  const [row] = await db
    .select({ userId: noticeSigningPins.userId })
    .from(noticeSigningPins)
    .where(eq(noticeSigningPins.userId, auth.user.id));
  return { has_pin: row !== undefined };
}

/** One digit repeated (0000) or a run up or down (1234, 98765): the first a guesser tries. */
export function guessable(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/**
 * Sets the PIN after the account's password, checked as a sign-in is: a wrong one counts
 * toward the same throttle, so this is no back door for guessing it.
 */
export async function setSigningPin(
  { db, now, locale }: ServiceContext,
  auth: Auth,
  { current_password, pin }: SetSigningPin,
  address: string,
): Promise<SigningPinState> {
  const { user } = auth;
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
  if (guessable(pin)) throw invalidField(locale, "pin", "notices.error.guessablePin");
  const pinHash = await hashPassword(pin);
  await db
    .insert(noticeSigningPins)
    .values({ userId: user.id, pinHash, setAt: now })
    .onConflictDoUpdate({ target: noticeSigningPins.userId, set: { pinHash, setAt: now } });
  return { has_pin: true };
}

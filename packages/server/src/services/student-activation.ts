import { createHash } from "node:crypto";
import { ResultCode, type Activation, type EndpointResult, type Endpoints } from "@campus/contract";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/database";
import { activationCodes, schools, users } from "../db/schema";
import { ApiProblem, invalidField } from "../http/api-problem";
import type { HandlerContext } from "../http/register";
import type { ServiceContext } from "./context";
import { namesTheAccount } from "./own-password";
import { hashPassword } from "./passwords";
import { sessionFor } from "./sign-in";
import { assertNotLocked, recordSignInFailure, throttleKeys } from "./throttle";

/*
 * A student's account activated with the code on the letter the office printed (issue 36 §4,
 * office/services/activation-letters.ts): the code, checked as a sign-in is (a wrong one counts
 * against the address), then a password of the student's own; the code is used up and the
 * student signed in. No default password exists: until then the account has none.
 */

/** What is kept of a code: its hash (the letter is the only copy of the code itself). */
export const activationCodeHash = (code: string) =>
  createHash("sha256").update(`activation:${code}`).digest("hex");

/** Wrong codes count as failed sign-ins of this address (they lock it as guesses would). */
const keysOf = (address: string) => throttleKeys("activation", address);

/** The live code's row, its student and school; refused (and counted) otherwise. */
async function liveCode(db: Db, code: string, address: string, now: Date) {
  const keys = keysOf(address);
  await assertNotLocked(db, [keys.pair, keys.address], now);
  const [found] = await db
    .select({ code: activationCodes, user: users, school: schools })
    .from(activationCodes)
    .innerJoin(users, eq(users.id, activationCodes.userId))
    .innerJoin(schools, eq(schools.id, activationCodes.schoolId))
    .where(eq(activationCodes.codeHash, activationCodeHash(code)));
  const works =
    found &&
    !found.code.usedAt &&
    !found.code.revokedAt &&
    found.code.expiresAt > now &&
    found.user.status === "active" &&
    found.user.schoolId === found.code.schoolId;
  if (!works) {
    await recordSignInFailure(db, keys, now);
    throw new ApiProblem(ResultCode.badRequest, "api.error.activationCodeInvalid");
  }
  return found;
}

export async function checkActivation(
  { db, now }: ServiceContext,
  { code, address }: { code: string; address: string },
): Promise<Activation> {
  const { user, school, code: row } = await liveCode(db, code, address, now);
  return {
    school: { name_zh: school.nameZh, name_cn: school.nameCn, name_en: school.nameEn },
    student: {
      name_zh: user.nameZh,
      name_en: user.nameEn,
      class_name: user.className,
      class_number: user.classNumber,
    },
    username: user.username,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Sets the student's password with the code, uses the code up (once, even racing: the second
 * request is refused as a used code) with the student's other letters, and signs them in.
 */
export async function finishActivation(
  ctx: ServiceContext,
  {
    address,
    ...request
  }: HandlerContext<Endpoints["activationFinish"]>["body"] & { address: string },
): Promise<EndpointResult<Endpoints["activationFinish"]>> {
  const { db, now, locale } = ctx;
  const { user, code } = await liveCode(db, request.code, address, now);
  if (namesTheAccount(request.password, { user }))
    throw invalidField(locale, "password", "api.error.passwordIsAccountName");
  const passwordHash = await hashPassword(request.password);
  const activated = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(activationCodes)
      .set({ usedAt: now })
      .where(and(eq(activationCodes.id, code.id), isNull(activationCodes.usedAt)))
      .returning({ id: activationCodes.id });
    if (!used) throw new ApiProblem(ResultCode.badRequest, "api.error.activationCodeInvalid");
    await tx
      .update(activationCodes)
      .set({ revokedAt: now })
      .where(
        and(
          eq(activationCodes.userId, user.id),
          ne(activationCodes.id, code.id),
          isNull(activationCodes.usedAt),
          isNull(activationCodes.revokedAt),
        ),
      );
    const [updated] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  });
  return sessionFor(ctx, activated, request.lang);
}

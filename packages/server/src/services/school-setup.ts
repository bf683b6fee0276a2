import { createHash, randomBytes } from "node:crypto";
import {
  ResultCode,
  SETUP_LINK_HOURS,
  VERIFICATION,
  type CreateSchool,
  type EndpointResult,
  type Endpoints,
  type Locale,
  type SendCodeAnswer,
  type SetupFinishRequest,
  type SetupLink,
} from "@campus/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { schools, setupLinks, users } from "../db/schema";
import { ApiProblem, missing } from "../http/api-problem";
import { userInfoOf } from "./accounts";
import type { ServiceContext } from "./context";
import { hashPassword } from "./passwords";
import { sendPhoneCode, usePhoneCode } from "./phone-codes";
import { phoneHint } from "./sms";
import { createSession } from "./sessions";
import type { SmsSender } from "./sms";

/*
 * A real school's first start (issue 36): `npm run admin -- create-school` makes the school and
 * its first office account, with no password, and a one-time set-up link. Whoever holds the
 * link and the office phone finishes it: a code texted to that phone, a password of their own,
 * and they are signed in. No default password exists anywhere.
 */

const HOUR_MS = 3_600_000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The office account's login name: one per school, readable on a printed page. */
export const officeUsername = (schoolCode: string) => `office.${schoolCode.toLowerCase()}`;

export interface CreatedSchool {
  school: typeof schools.$inferSelect;
  office: typeof users.$inferSelect;
}

/**
 * Creates the school and its office account (staff and teacher roles, signs in by its phone
 * until it sets a password) in one transaction. A code already taken is refused.
 */
export async function createSchool(db: Db, input: CreateSchool, now: Date): Promise<CreatedSchool> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(sql`lower(${schools.code}) = lower(${input.code})`);
    if (taken) throw new ApiProblem(ResultCode.badRequest, "api.error.schoolCodeTaken");
    const [school] = await tx
      .insert(schools)
      .values({
        code: input.code,
        nameZh: input.name_zh,
        nameCn: input.name_cn || input.name_zh,
        nameEn: input.name_en,
        region: input.region,
        createdAt: now,
      })
      .returning();
    const [office] = await tx
      .insert(users)
      .values({
        schoolId: school!.id,
        loginType: "teacher",
        username: officeUsername(input.code),
        roles: ["teacher", "staff"],
        nameZh: input.office_name_zh || `${input.name_zh}校務處`,
        nameEn: input.office_name_en || `${input.name_en} Office`,
        // No password until its holder sets one (an empty hash never verifies).
        passwordHash: "",
        contactCountryCode: input.office_country_code,
        contactPhone: input.office_phone,
        createdAt: now,
      })
      .returning();
    return { school: school!, office: office! };
  });
}

/**
 * A new one-time link, valid `SETUP_LINK_HOURS`: "office" for an office account, "school" for a
 * server's first start (no account yet). Older live links of the same kind (and account) stop
 * working: the newest printed is the one that counts.
 */
export async function issueSetupLink(
  db: Db,
  target: { kind: "school" } | { kind: "office"; userId: number },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const userId = target.kind === "office" ? target.userId : null;
  await db.transaction(async (tx) => {
    await tx
      .update(setupLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(setupLinks.kind, target.kind),
          userId === null ? isNull(setupLinks.userId) : eq(setupLinks.userId, userId),
          isNull(setupLinks.usedAt),
          isNull(setupLinks.revokedAt),
        ),
      );
    await tx.insert(setupLinks).values({
      kind: target.kind,
      userId,
      tokenHash: hashOf(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SETUP_LINK_HOURS * HOUR_MS),
    });
  });
  return token;
}

/** The live link a token names; refused once used, replaced or expired. */
async function liveLink(db: Db, token: string, now: Date) {
  const [link] = await db
    .select()
    .from(setupLinks)
    .where(eq(setupLinks.tokenHash, hashOf(token)));
  if (!link || link.revokedAt) throw missing("api.error.setupLinkUnknown");
  if (link.usedAt) throw new ApiProblem(ResultCode.badRequest, "api.error.setupLinkUsed");
  if (link.expiresAt <= now)
    throw new ApiProblem(ResultCode.badRequest, "api.error.setupLinkExpired");
  return link;
}

/** An office link's account, school and phone; a first start's link names none. */
async function officeLink(db: Db, token: string, now: Date) {
  const link = await liveLink(db, token, now);
  const [found] =
    link.kind === "office" && link.userId !== null
      ? await db
          .select({ user: users, school: schools })
          .from(users)
          .innerJoin(schools, eq(schools.id, users.schoolId))
          .where(eq(users.id, link.userId))
      : [];
  if (!found?.user.contactCountryCode || !found.user.contactPhone)
    throw missing("api.error.setupLinkUnknown");
  return {
    link,
    ...found,
    phone: { country_code: found.user.contactCountryCode, phone: found.user.contactPhone },
  };
}

/** Marks the link used, once: of two racing requests, the second is told it was used. */
async function useLinkUp(db: Db, linkId: number, now: Date): Promise<void> {
  const [used] = await db
    .update(setupLinks)
    .set({ usedAt: now })
    .where(and(eq(setupLinks.id, linkId), isNull(setupLinks.usedAt)))
    .returning({ id: setupLinks.id });
  if (!used) throw new ApiProblem(ResultCode.badRequest, "api.error.setupLinkUsed");
}

export async function setupLinkOf({ db, now }: ServiceContext, token: string): Promise<SetupLink> {
  const link = await liveLink(db, token, now);
  if (link.kind === "school")
    return { kind: "school", school: null, office: null, expires_at: link.expiresAt.toISOString() };
  const { user, school, phone } = await officeLink(db, token, now);
  return {
    kind: "office",
    school: {
      code: school.code,
      name_zh: school.nameZh,
      name_cn: school.nameCn,
      name_en: school.nameEn,
      region: school.region,
    },
    office: {
      name_zh: user.nameZh,
      name_en: user.nameEn,
      username: user.username,
      phone_hint: phoneHint(phone.country_code, phone.phone),
      school_office: user.username === officeUsername(school.code),
    },
    expires_at: link.expiresAt.toISOString(),
  };
}

/**
 * The set-up page's "create the school", with a first start's link: the school and its office
 * account as `npm run admin -- create-school` makes them, the link used up, and the office's
 * own link answered for the page to go on with. All or nothing.
 */
export async function createSchoolFromLink(
  ctx: ServiceContext,
  { token, ...input }: CreateSchool & { token: string },
): Promise<EndpointResult<Endpoints["setupSchool"]>> {
  const { db, now } = ctx;
  const link = await liveLink(db, token, now);
  if (link.kind !== "school") throw missing("api.error.setupLinkUnknown");
  const office = await db.transaction(async (tx) => {
    await useLinkUp(tx as unknown as Db, link.id, now);
    return (await createSchool(tx as unknown as Db, input, now)).office;
  });
  const officeToken = await issueSetupLink(db, { kind: "office", userId: office.id }, now);
  return { token: officeToken, link: await setupLinkOf(ctx, officeToken) };
}

const MESSAGE: Record<Locale, (school: string, code: string) => string> = {
  "zh-TW": (school, code) =>
    `【Campus】${school}校務處帳戶的設定驗證碼是 ${code}，${VERIFICATION.ttlSeconds / 60} 分鐘內有效。請勿向任何人透露。`,
  "zh-CN": (school, code) =>
    `【Campus】${school}校务处账号的设置验证码是 ${code}，${VERIFICATION.ttlSeconds / 60} 分钟内有效。请勿向任何人透露。`,
  "en-US": (school, code) =>
    `Campus: the set-up code for ${school}'s office account is ${code}. It works for ${VERIFICATION.ttlSeconds / 60} minutes. Do not share it.`,
};

/** A staff member's own account (added by the office), not the office's. */
const STAFF_MESSAGE: Record<Locale, (school: string, code: string) => string> = {
  "zh-TW": (school, code) =>
    `【Campus】你在${school}的教職員帳戶的設定驗證碼是 ${code}，${VERIFICATION.ttlSeconds / 60} 分鐘內有效。請勿向任何人透露。`,
  "zh-CN": (school, code) =>
    `【Campus】你在${school}的教职员账号的设置验证码是 ${code}，${VERIFICATION.ttlSeconds / 60} 分钟内有效。请勿向任何人透露。`,
  "en-US": (school, code) =>
    `Campus: the set-up code for your staff account at ${school} is ${code}. It works for ${VERIFICATION.ttlSeconds / 60} minutes. Do not share it.`,
};

/** Texts a set-up code to the link's account's phone (the phone-code limits apply). */
export async function sendSetupCode(
  ctx: ServiceContext,
  { token, address, sms }: { token: string; address: string; sms: SmsSender },
): Promise<SendCodeAnswer> {
  const { school, user, phone } = await officeLink(ctx.db, token, ctx.now);
  const name =
    ctx.locale === "en-US" ? school.nameEn : ctx.locale === "zh-CN" ? school.nameCn : school.nameZh;
  const words = user.username === officeUsername(school.code) ? MESSAGE : STAFF_MESSAGE;
  return sendPhoneCode(ctx, {
    to: phone,
    purpose: "setup",
    address,
    sms,
    text: (code) => words[ctx.locale](name, code),
  });
}

/**
 * Finishes set-up: the code, then the password; the link is used up (once, even racing) and the
 * office account is signed in.
 */
export async function finishSetup(
  ctx: ServiceContext,
  request: SetupFinishRequest,
): Promise<EndpointResult<Endpoints["setupFinish"]>> {
  const { db, now } = ctx;
  const { link, user, phone } = await officeLink(db, request.token, now);
  await usePhoneCode(ctx, { to: phone, purpose: "setup", code: request.code });
  const passwordHash = await hashPassword(request.password);
  const signedIn = await db.transaction(async (tx) => {
    await useLinkUp(tx as unknown as Db, link.id, now);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, ...(request.lang ? { lang: request.lang } : {}) })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  });
  const { token, session } = await createSession(db, signedIn.id, null, now, "code");
  return {
    token,
    expires_at: session.expiresAt.toISOString(),
    user: await userInfoOf(db, { user: signedIn, session }),
  };
}

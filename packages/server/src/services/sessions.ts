import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/database";
import { runPrepared, statement } from "../db/prepared";
import { activationCodes, sessions, type users } from "../db/schema";
import type { Executor } from "../db/sql";

/** Tokens live 7 days (spec §9). */
export const SESSION_TTL_MS = 604_800_000;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface Auth {
  user: UserRow;
  session: SessionRow;
}

/** Only the SHA-256 of a token is stored; the token itself exists only on the client. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  db: Db,
  userId: number,
  currentChildId: number | null,
  now: Date,
  signedInBy: SessionRow["signedInBy"] = "password",
): Promise<{ token: string; session: SessionRow }> {
  const token = randomBytes(32).toString("base64url");
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      currentChildId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      signedInBy,
    })
    .returning();
  return { token, session: session! };
}

/**
 * Every signed-in request looks its token up first: a prepared statement, planned once per
 * connection (see db/prepared.ts).
 */
const FIND_SESSION = statement(
  "find_session",
  `SELECT s.id AS s_id, s.user_id, s.token_hash, s.current_child_id, s.created_at AS s_created_at,
    s.expires_at, s.revoked_at, s.signed_in_by, u.school_id, u.login_type, u.country_code, u.username, u.roles,
    u.name_zh, u.name_en, u.head_img, u.password_hash, u.lang, u.class_name, u.student_no, u.class_number,
    u.contact_country_code, u.contact_phone, u.status, u.gender, u.birth_date, u.email,
    u.created_at AS u_created_at
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2::timestamptz
    AND u.status = 'active' LIMIT 1`,
  ["text", "text"],
);

interface SessionUserRow {
  s_id: number;
  user_id: number;
  token_hash: string;
  current_child_id: number | null;
  s_created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  signed_in_by: SessionRow["signedInBy"];
  school_id: number | null;
  login_type: UserRow["loginType"];
  country_code: string;
  username: string;
  roles: string[];
  name_zh: string;
  name_en: string;
  head_img: string | null;
  password_hash: string;
  lang: UserRow["lang"];
  class_name: string | null;
  student_no: string | null;
  class_number: number | null;
  contact_country_code: string | null;
  contact_phone: string | null;
  status: UserRow["status"];
  gender: UserRow["gender"];
  birth_date: string | null;
  email: string | null;
  u_created_at: Date | string;
}

/** The session a token opens: not revoked and not expired. */
export async function findSession(db: Db, token: string, now: Date): Promise<Auth | null> {
  if (!token || token.length > 200) return null;
  const [row] = await runPrepared<SessionUserRow>(db, FIND_SESSION, [
    hashToken(token),
    now.toISOString(),
  ]);
  if (!row) return null;
  return {
    session: {
      id: row.s_id,
      userId: row.user_id,
      tokenHash: row.token_hash,
      currentChildId: row.current_child_id,
      createdAt: new Date(row.s_created_at),
      expiresAt: new Date(row.expires_at),
      revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
      signedInBy: row.signed_in_by,
    },
    user: {
      id: row.user_id,
      schoolId: row.school_id,
      loginType: row.login_type,
      countryCode: row.country_code,
      username: row.username,
      roles: row.roles,
      nameZh: row.name_zh,
      nameEn: row.name_en,
      headImg: row.head_img,
      passwordHash: row.password_hash,
      lang: row.lang,
      className: row.class_name,
      studentNo: row.student_no,
      classNumber: row.class_number,
      contactCountryCode: row.contact_country_code,
      contactPhone: row.contact_phone,
      status: row.status,
      gender: row.gender,
      birthDate: row.birth_date,
      email: row.email,
      createdAt: new Date(row.u_created_at),
    },
  };
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function setSessionChild(db: Db, sessionId: number, childId: number): Promise<void> {
  await db.update(sessions).set({ currentChildId: childId }).where(eq(sessions.id, sessionId));
}

/**
 * Every way in these accounts still have ends now: their sessions, and a student's activation
 * codes not yet used. What closing an account (a student who left), resetting a sign-in or
 * handing out a temporary password means.
 */
export async function closeSignIns(
  db: Executor,
  userIds: readonly number[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const ids = [...userIds];
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)));
  await db
    .update(activationCodes)
    .set({ revokedAt: now })
    .where(
      and(
        inArray(activationCodes.userId, ids),
        isNull(activationCodes.usedAt),
        isNull(activationCodes.revokedAt),
      ),
    );
}

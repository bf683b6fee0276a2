import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/database";
import { sessions, users } from "../db/schema";

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
    })
    .returning();
  return { token, session: session! };
}

/** The session a token opens: not revoked and not expired. */
export async function findSession(db: Db, token: string, now: Date): Promise<Auth | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function setSessionChild(db: Db, sessionId: number, childId: number): Promise<void> {
  await db.update(sessions).set({ currentChildId: childId }).where(eq(sessions.id, sessionId));
}

import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/database";
import { idempotencyKeys } from "../db/schema";

/** Decision 0011: how long an answer is kept, and how long a repeat waits for a running first. */
export const IDEMPOTENCY = {
  ttlMs: 24 * 3_600_000,
  waitMs: 15_000,
  pollMs: 20,
  /** Printable ASCII, as the IETF draft's examples (UUIDs and the like). */
  keyPattern: /^[\x21-\x7e]{1,255}$/,
} as const;

/** Whose action a key belongs to: the same key of another caller or endpoint is another action. */
export interface KeyScope {
  userId: number;
  endpoint: string;
  key: string;
}

/** An answer as stored and sent: the envelope. */
export interface StoredAnswer {
  code: number;
  msg: string;
  data: unknown;
}

export type Claim =
  | { kind: "first" }
  | { kind: "repeat"; answer: StoredAnswer }
  | { kind: "reused" }
  | { kind: "busy" };

/** The request's input as the handler will see it, hashed: another body under one key is refused. */
/** An uploaded file in a fingerprint: its name, size and claimed type (JSON would say `{}`). */
const fileFacts = (_key: string, value: unknown) =>
  value instanceof Blob
    ? { file: value instanceof File ? value.name : "", size: value.size, type: value.type }
    : value;

export function inputFingerprint(input: { query: unknown; body: unknown }): string {
  return createHash("sha256")
    .update(JSON.stringify([input.query ?? null, input.body ?? null], fileFacts))
    .digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims a key for this request. The insert decides: the request whose row goes in (or takes
 * over an expired one) acts; any other reads the row — another body is refused, a finished
 * first is answered again, a running first is waited for.
 */
export async function claimKey(
  db: Db,
  scope: KeyScope,
  { fingerprint, now }: { fingerprint: string; now: Date },
): Promise<Claim> {
  const started = Date.now();
  for (;;) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        ...scope,
        fingerprint,
        state: "pending",
        answer: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY.ttlMs),
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.endpoint, idempotencyKeys.key],
        set: {
          fingerprint,
          state: "pending",
          answer: null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY.ttlMs),
        },
        setWhere: lt(idempotencyKeys.expiresAt, now),
      })
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: "first" };
    const [row] = await db
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        state: idempotencyKeys.state,
        answer: idempotencyKeys.answer,
      })
      .from(idempotencyKeys)
      .where(matches(scope));
    // Gone between the two statements: the first failed and let go of it. Try again.
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: "reused" };
    if (row.state === "done" && row.answer)
      return { kind: "repeat", answer: JSON.parse(row.answer) as StoredAnswer };
    if (Date.now() - started > IDEMPOTENCY.waitMs) return { kind: "busy" };
    await sleep(IDEMPOTENCY.pollMs);
  }
}

/** Keeps the first request's answer for its repeats (the clock's chore forgets it after a day). */
export async function completeKey(db: Db, scope: KeyScope, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: "done", answer: JSON.stringify(answer) })
    .where(matches(scope));
}

/** The first request failed unexpectedly (nothing it did was committed): a retry may act. */
export async function releaseKey(db: Db, scope: KeyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(and(matches(scope), eq(idempotencyKeys.state, "pending")));
}

function matches(scope: KeyScope) {
  return and(
    eq(idempotencyKeys.userId, scope.userId),
    eq(idempotencyKeys.endpoint, scope.endpoint),
    eq(idempotencyKeys.key, scope.key),
  );
}

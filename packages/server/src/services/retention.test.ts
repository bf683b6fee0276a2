import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "@campus/contract";
import { eq, like } from "drizzle-orm";
import { idempotencyKeys, loginThrottle, sessions, users, verificationCodes } from "../db/schema";
import { hashToken } from "./sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { IDEMPOTENCY } from "./idempotency";
import { CODE_KEPT_MS, SESSION_KEPT_MS } from "./retention";
import { THROTTLE } from "./throttle";

/* What the server forgets on its clock once it has served its purpose (docs/retention.md). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

describe("forgetting what has served its purpose", () => {
  it("forgets a write's kept answer after its day, and keeps it until then", async () => {
    const now = t.clock.now();
    // Any user's: a key belongs to someone.
    const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const key = (name: string, createdAt: Date) => ({
      userId: user!.id,
      endpoint: "libraryAddReview",
      key: name,
      fingerprint: "f",
      state: "done" as const,
      answer: "{}",
      createdAt,
      expiresAt: new Date(createdAt.getTime() + IDEMPOTENCY.ttlMs),
    });
    await t.database.db
      .insert(idempotencyKeys)
      .values([
        key("yesterday-morning", new Date(now.getTime() - 25 * HOUR)),
        key("this-morning", new Date(now.getTime() - 2 * HOUR)),
      ]);
    expect((await t.runChores(now))["platform.forget-expired"]).toBe(1);
    const left = await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((row) => row.key)).toEqual(["this-morning"]);
  });

  it("forgets failed guesses once their window and their lock are over", async () => {
    const now = t.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await t.database.db.insert(loginThrottle).values([
      // Counted two days ago, never locked: over.
      {
        key: "pair:old@203.0.113.1",
        failures: 3,
        windowStartedAt: ago(48 * HOUR),
        lockedUntil: null,
      },
      // Counted two days ago, locked until an hour ago: over.
      {
        key: "pair:done@203.0.113.2",
        failures: 9,
        windowStartedAt: ago(48 * HOUR),
        lockedUntil: ago(HOUR),
      },
      // Counted two days ago and still locked: kept until the lock ends.
      {
        key: "address:203.0.113.3",
        failures: 40,
        windowStartedAt: ago(48 * HOUR),
        lockedUntil: ago(-HOUR),
      },
      // Within the pair's window: kept, it still counts.
      {
        key: "pair:new@203.0.113.4",
        failures: 2,
        windowStartedAt: ago(THROTTLE.pair.windowMs - HOUR),
        lockedUntil: null,
      },
    ]);
    expect((await t.runChores(now))["platform.forget-expired"]).toBe(2);
    const left = await t.database.db.select({ key: loginThrottle.key }).from(loginThrottle);
    expect(left.map((row) => row.key).sort()).toEqual([
      "address:203.0.113.3",
      "pair:new@203.0.113.4",
    ]);
  });

  it("forgets a texted code a day after it expired, and a sign-in a month after it ended", async () => {
    const now = t.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const code = (phone: string, expiresAt: Date) => ({
      countryCode: "852",
      phone,
      purpose: "signin" as const,
      salt: "s",
      codeHash: "h",
      address: "203.0.113.5",
      sentAt: new Date(expiresAt.getTime() - 10 * 60_000),
      expiresAt,
    });
    await t.database.db
      .insert(verificationCodes)
      .values([code("51110001", ago(CODE_KEPT_MS + HOUR)), code("51110002", ago(HOUR))]);
    const token = await t.signIn("parent");
    const [mine] = await t.database.db
      .select({ id: sessions.id, userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    const session = (tokenHash: string, end: Partial<{ expiresAt: Date; revokedAt: Date }>) => ({
      userId: mine!.userId,
      tokenHash,
      createdAt: ago(SESSION_KEPT_MS + 40 * 24 * HOUR),
      expiresAt: ago(-HOUR),
      ...end,
    });
    await t.database.db
      .insert(sessions)
      .values([
        session("expired-long-ago", { expiresAt: ago(SESSION_KEPT_MS + HOUR) }),
        session("signed-out-long-ago", { revokedAt: ago(SESSION_KEPT_MS + HOUR) }),
        session("signed-out-last-week", { revokedAt: ago(7 * 24 * HOUR) }),
      ]);
    expect((await t.runChores(now))["platform.forget-expired"]).toBe(3);
    const phones = await t.database.db
      .select({ phone: verificationCodes.phone })
      .from(verificationCodes)
      .where(like(verificationCodes.phone, "5111%"));
    expect(phones.map((row) => row.phone)).toEqual(["51110002"]);
    const left = await t.database.db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, mine!.userId));
    expect(left.map((row) => row.hash).sort()).toEqual(
      [hashToken(token), "signed-out-last-week"].sort(),
    );
    // The parent's own sign-in still opens.
    await t.ok(endpoints.userInfo, undefined, { token });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "@campus/contract";
import { eq, getTableName, like, sql } from "drizzle-orm";
import {
  idempotencyKeys,
  loginThrottle,
  schools,
  sessions,
  uploads,
  users,
  verificationCodes,
} from "../db/schema";
import { schoolEvents } from "../calendar/schema";
import { rows } from "../db/sql";
import { SERVER_FEATURES } from "../features";
import { memoryS3 } from "../testing/memory-s3";
import { s3Store } from "./file-store";
import { hashToken } from "./sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { IDEMPOTENCY } from "./idempotency";
import {
  CODE_KEPT_MS,
  forgetUnattachedUploads,
  SESSION_KEPT_MS,
  UNATTACHED_KEPT_MS,
} from "./retention";
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

describe("files no record names", () => {
  const file = (
    key: string,
    createdAt: Date,
    content: Uint8Array<ArrayBuffer> | null = new Uint8Array([1]),
  ) => ({
    schoolId: 1,
    uploadedBy: 1,
    purpose: "calendar.event",
    name: `${key}.pdf`,
    type: "application/pdf",
    size: 1,
    sha256: "0".repeat(64),
    key,
    content,
    createdAt,
  });
  const keysLeft = async (keys: string[]) =>
    (await t.database.db.select({ key: uploads.key }).from(uploads))
      .map((row) => row.key)
      .filter((key) => keys.includes(key))
      .sort();

  it("are forgotten a week after they were sent; a list's or a key's file is kept however old", async () => {
    const { db } = t.database;
    // An hour on from the other tests' rounds: the hourly chore is due again.
    const now = new Date(t.clock.now().getTime() + 2 * HOUR);
    const old = new Date(now.getTime() - UNATTACHED_KEPT_MS - HOUR);
    const recent = new Date(now.getTime() - UNATTACHED_KEPT_MS + HOUR);
    // Every file of the demo school is named by one of its records: a week on, none goes.
    const fileLists = SERVER_FEATURES.flatMap((feature) => feature.fileLists ?? []);
    const weekOn = new Date(now.getTime() + UNATTACHED_KEPT_MS + HOUR);
    expect(await forgetUnattachedUploads(db, weekOn, { fileLists })).toBe(0);
    const before = (await db.select({ id: uploads.id }).from(uploads)).length;
    expect(before).toBeGreaterThan(0);
    const [, , inList, byKey] = await db
      .insert(uploads)
      .values([
        file("never-sent", old),
        file("picked-yesterday", recent),
        file("in-an-event", old),
        file("the-logo", old),
      ])
      .returning({ id: uploads.id });
    const [event] = await db.select().from(schoolEvents).limit(1);
    await db
      .update(schoolEvents)
      .set({ attachments: [...event!.attachments, inList!.id] })
      .where(eq(schoolEvents.id, event!.id));
    const [school] = await db.select().from(schools).where(eq(schools.id, 1));
    await db.update(schools).set({ logoUploadId: byKey!.id }).where(eq(schools.id, 1));
    try {
      expect((await t.runChores(now))["platform.forget-unattached-uploads"]).toBe(1);
      const keys = ["never-sent", "picked-yesterday", "in-an-event", "the-logo"];
      expect(await keysLeft(keys)).toEqual(["in-an-event", "picked-yesterday", "the-logo"]);
      // The demo's own files are all named by its records: none went.
      expect((await db.select({ id: uploads.id }).from(uploads)).length).toBe(before + 3);
      // Within the hour, the chore waits.
      expect((await t.runChores(now))["platform.forget-unattached-uploads"]).toBe(0);
    } finally {
      await db.update(schools).set({ logoUploadId: school!.logoUploadId }).where(eq(schools.id, 1));
      await db
        .update(schoolEvents)
        .set({ attachments: event!.attachments })
        .where(eq(schoolEvents.id, event!.id));
    }
  });

  it("take their bytes out of the file store with them", async () => {
    const s3 = await memoryS3();
    try {
      const files = s3Store({
        endpoint: s3.endpoint,
        region: "ap-east-1",
        bucket: "campus",
        accessKeyId: "test-key",
        secretAccessKey: "test-secret",
      });
      const now = t.clock.now();
      const old = new Date(now.getTime() - UNATTACHED_KEPT_MS - HOUR);
      await files.put("s3-never-sent", new Uint8Array([7]), "application/pdf");
      await files.put("s3-kept", new Uint8Array([8]), "application/pdf");
      await t.database.db
        .insert(uploads)
        .values([file("s3-never-sent", old, null), file("s3-kept", now, null)]);
      const fileLists = SERVER_FEATURES.flatMap((feature) => feature.fileLists ?? []);
      expect(await forgetUnattachedUploads(t.database.db, now, { fileLists, files })).toBe(1);
      expect(await files.get("s3-never-sent")).toBeNull();
      expect(await files.get("s3-kept")).toEqual(new Uint8Array([8]));
      expect(s3.seen.some((r) => r.method === "DELETE" && r.path.endsWith("/s3-never-sent"))).toBe(
        true,
      );
    } finally {
      await s3.close();
    }
  });

  it("are named in the features' lists wherever a record keeps a list of ids", async () => {
    // A new integer[] column must be listed (its files would go) or known not to hold files.
    const NOT_FILES = ["school_events.grades"];
    const lists = await rows<{ name: string }>(
      t.database.db,
      sql`SELECT c.table_name || '.' || c.column_name AS name FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND c.data_type = 'ARRAY' AND c.udt_name = '_int4'
        ORDER BY 1`,
    );
    const named = SERVER_FEATURES.flatMap((feature) => feature.fileLists ?? []).map(
      (column) => `${getTableName(column.table)}.${column.name}`,
    );
    expect(lists.map((list) => list.name)).toEqual([...named, ...NOT_FILES].sort());
  });
});

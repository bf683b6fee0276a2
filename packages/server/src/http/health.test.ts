import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * The probes a load balancer and Kubernetes call (issue 41): alive, and ready to serve — the
 * database, its migrations and the file store — with no data of anyone's in the answer.
 */

let t: TestApp;
let storeDown = false;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      maintenance: true,
      files: {
        where: "test://files",
        put: async () => undefined,
        delete: async () => undefined,
        get: async () => {
          if (storeDown) throw new Error("connect ECONNREFUSED");
          return null;
        },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const probe = async (path: string) => {
  const answer = await t.app.request(path);
  return {
    status: answer.status,
    text: await answer.text(),
    cache: answer.headers.get("cache-control"),
  };
};

describe("health probes", () => {
  it("say alive and ready, outside the API: in maintenance too, never cached", async () => {
    expect(await probe("/healthz")).toEqual({ status: 200, text: "ok", cache: "no-store" });
    const ready = await probe("/readyz");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", files: "ok" },
    });
  });

  it("go unready while the file store does not answer", async () => {
    storeDown = true;
    try {
      const answer = await probe("/readyz");
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.text)).toMatchObject({
        status: "unready",
        checks: { database: "ok", files: "failed" },
      });
    } finally {
      storeDown = false;
    }
  });

  it("go unready on a database migrated further than this server, or not as far", async () => {
    const db = t.database.db;
    await db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-a-newer-server', 0)`,
    );
    expect(JSON.parse((await probe("/readyz")).text).checks.migrations).toBe("ahead");
    await db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE hash = 'from-a-newer-server'`,
    );
    expect((await probe("/readyz")).status).toBe(200);
  });
});

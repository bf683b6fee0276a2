import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdmin } from "../admin/admin-cli";
import { schools, users } from "./schema";
import { hashPassword } from "../services/passwords";
import { memoryS3 } from "../testing/memory-s3";
import { roundRobin, type RoundRobin } from "../testing/round-robin";
import { ROSTER_FIXTURE } from "../testing/run-admin";
import type { TestEnvelope } from "../testing/test-app";
import { createScratchDatabase } from "../testing/scratch-database";
import {
  freePort,
  startServer,
  stop,
  stopAll,
  type ServerProcess,
} from "../testing/server-process";
import { openDatabase, type Database } from "./database";

/*
 * The product as production runs it (issue 41, "done when"): NODE_ENV=production, two
 * instances behind a round-robin balancer, one PostgreSQL, files in an S3-compatible store. A
 * school is created and its roster imported as a real one starts; its parents sign in and work
 * through both instances; one instance is restarted while they do, and no request fails;
 * `/readyz` goes unready while the database refuses connections, and ready again after.
 */

const PASSWORD = "harbour2027";
const METRICS_TOKEN = "metrics-token-of-this-deployment";

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let s3: Awaited<ReturnType<typeof memoryS3>>;
let database: Database;
let env: Record<string, string>;
const instances: ServerProcess[] = [];
const ports: number[] = [];
let balancer: RoundRobin;

beforeAll(async () => {
  scratch = await createScratchDatabase("campus_production");
  s3 = await memoryS3();
  // `npm run migrate`, then the school as its IT person makes it (README, "Start a real school").
  database = await openDatabase({ databaseUrl: scratch.url });
  const admin = (...argv: string[]) =>
    runAdmin(argv, {
      db: database.db,
      now: new Date(),
      publicUrl: "https://campus.school.example/",
      out: () => {},
      err: (line) => console.error(line),
    });
  const created = await admin(
    ...["create-school", "--code", "HARBOUR", "--name-zh", "海港小學", "--name-en"],
    ...["Harbour Primary", "--region", "hk", "--office-phone", "852-61230009"],
  );
  expect(created).toBe(0);
  expect(await admin("import", "--school", "HARBOUR", ROSTER_FIXTURE)).toBe(0);
  // Its parents have set their passwords since (by a texted code, the first time).
  const [school] = await database.db.select().from(schools).where(eq(schools.code, "HARBOUR"));
  await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(and(eq(users.schoolId, school!.id), eq(users.loginType, "parent")));

  env = {
    DATABASE_URL: scratch.url,
    S3_BUCKET: "campus-files",
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: "ap-east-1",
    S3_ACCESS_KEY_ID: "test-key",
    S3_SECRET_ACCESS_KEY: "test-secret",
    METRICS_TOKEN,
    TRUST_PROXY: "1",
  };
  for (let i = 0; i < 2; i++) {
    ports.push(await freePort());
    instances.push(await startServer(env, 90_000, ports[i]));
  }
  balancer = await roundRobin(instances.map((instance) => instance.url));
}, 240_000);

afterAll(async () => {
  await balancer?.close();
  for (const instance of instances) await stop(instance);
  await stopAll();
  await database?.close();
  await s3?.close();
  await scratch?.drop();
});

/** A call through the balancer, as a phone makes it; answers the HTTP status and envelope. */
async function call(path: string, body: unknown, token?: string) {
  const answer = await fetch(balancer.url + path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, body: JSON.parse(text) as TestEnvelope };
}

const PARENTS = ["61234001", "61234002", "66123456"];

async function signIn(phone: string) {
  const countryCode = phone.startsWith("66") ? "853" : "852";
  const { body } = await call("/parent_student/ajax_login", {
    type: "parent",
    countryCode,
    username: phone,
    password: PASSWORD,
  });
  expect(body.code, phone).toBe(200);
  return body.data.token as string;
}

describe("production: two instances, PostgreSQL, S3", () => {
  it("runs as production: no demo school, only the one its IT person made", async () => {
    const found = await database.db.select({ code: schools.code }).from(schools);
    expect(found.map((school) => school.code)).toEqual(["HARBOUR"]);
    for (const instance of instances) {
      const ready = await fetch(`${instance.url}/readyz`);
      expect(await ready.json()).toEqual({
        status: "ready",
        checks: { database: "ok", migrations: "ok", files: "ok" },
      });
    }
  });

  it("signs the school's parents in through either instance, each seeing their own children", async () => {
    for (const phone of PARENTS) {
      const token = await signIn(phone);
      // Asked twice: the balancer sends one to each instance; both know the session.
      for (let i = 0; i < 2; i++) {
        const { body } = await call("/parent_student/api/user_info", undefined, token);
        expect(body.code).toBe(200);
        expect(body.data.childsUser.length).toBeGreaterThan(0);
      }
    }
    expect([...balancer.served.values()].every((count) => count >= PARENTS.length)).toBe(true);
  });

  it("keeps an upload in S3 through one instance and serves it through the other", async () => {
    const token = await signIn(PARENTS[0]!);
    const form = new FormData();
    const photo = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);
    form.append("file", new File([photo], "醫生證明.png", { type: "image/png" }));
    const [first, second] = instances;
    const uploaded = await fetch(`${first!.url}/api/attendance/leave/upload_attachment`, {
      method: "POST",
      headers: { token },
      body: form,
    });
    const { code, data } = (await uploaded.json()) as { code: number; data: { url: string } };
    expect(code).toBe(200);
    expect([...s3.objects.values()].some((object) => object.bytes.equals(Buffer.from(photo)))).toBe(
      true,
    );
    const served = await fetch(`${second!.url}${data.url}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(photo);
  });

  it("loses no request while one instance restarts under load", async () => {
    const tokens = await Promise.all(PARENTS.map(signIn));
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const worker = async (token: string) => {
      while (running) {
        try {
          const answer = await fetch(`${balancer.url}/parent_student/api/get_menu_json`, {
            method: "POST",
            headers: { "content-type": "application/json", token },
            body: "{}",
          });
          const text = await answer.text();
          if (answer.status !== 200 || !text.startsWith('{"code":200'))
            failures.push(`${answer.status} ${text.slice(0, 80)}`);
          else answered++;
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = [...tokens, ...tokens].map(worker);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // A rolling restart of the first instance: SIGTERM (it drains), then a new one on its port.
    const before = answered;
    await stop(instances[0]!);
    const during = answered;
    instances[0] = await startServer(env, 90_000, ports[0]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await Promise.all(load);
    expect(failures).toEqual([]);
    // Load ran before, while the instance was gone (the other served it) and after.
    expect(before).toBeGreaterThan(0);
    expect(during).toBeGreaterThan(before);
    expect(answered).toBeGreaterThan(during);
  }, 180_000);

  it("counts each instance's requests behind the metrics token", async () => {
    for (const instance of instances) {
      const answer = await fetch(`${instance.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/campus_db_pool_connections\{state="open"\} [1-9]/);
    }
  });

  it("goes unready while the database refuses connections, and ready again after", async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = new URL(scratch.url).pathname.slice(1);
    const readiness = async () => {
      const answer = await fetch(`${instances[1]!.url}/readyz`);
      return { http: answer.status, ...((await answer.json()) as object) };
    };
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      );
      expect(await readiness()).toMatchObject({
        http: 503,
        status: "unready",
        checks: { database: "failed" },
      });
      // Alive all the while: a balancer takes it out, an orchestrator does not kill it.
      expect((await fetch(`${instances[1]!.url}/healthz`)).status).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await expect.poll(readiness, { timeout: 10_000 }).toMatchObject({ http: 200, status: "ready" });
  });
});

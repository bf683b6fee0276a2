import { HEADERS } from "@campus/contract";
import { count } from "drizzle-orm";
import type { Hono } from "hono";
import { createApp, isApiPath } from "../app";
import type { AppDeps } from "../app-deps";
import { openDatabase, type Database } from "../db/database";
import {
  loginThrottle,
  messageOutbox,
  schools,
  sessions,
  setupLinks,
  smsOutbox,
  uploads,
  users,
  verificationCodes,
} from "../db/schema";
import { SERVER_FEATURES } from "../features";
import { DEMO_PASSWORD, NEIGHBOUR_ACCOUNTS, seedDemo } from "../seed/demo";
import { seedReference } from "../seed/reference";
import { runChores } from "../services/chores";
import { TEST_DATA_COST } from "../services/passwords";
import { createSession } from "../services/sessions";
import { assertAnswer, endpointAt } from "../http/answer-check";
import { openSeededSnapshot, TEST_START } from "./seeded-snapshot";
import { typedClient } from "./typed-client";

/** A settable clock: tests move time instead of waiting for it. */
export function testClock(start = TEST_START) {
  let now = start;
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** An envelope as tests read it: `data` is whatever the endpoint answers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the shape they expect
export type TestEnvelope = { code: number; msg: string; data: any };

export interface TestAppBase {
  app: Hono;
  database: Database;
  clock: ReturnType<typeof testClock>;
  call(path: string, init?: CallInit): Promise<{ status: number; body: TestEnvelope }>;
  signIn(account: DemoLogin, lang?: string, address?: string): Promise<string>;
  /**
   * Row counts of the tables the API writes to (the platform's and every feature's) and the
   * features' fingerprints (counters, states): equal before and after means nothing was written.
   */
  counts(): Promise<Record<string, number | string>>;
  /**
   * Runs the work the app put off (`deps.later`: recognition jobs, late notices), which tests
   * run when they choose, so nothing writes behind a test's back. Answers how many ran.
   */
  runLater(): number;
  /** One round of the server's clock (`services/chores.ts`) at `now` (the test clock's). */
  runChores(now?: Date): Promise<Record<string, number | "failed">>;
  close(): Promise<void>;
}

/** The typed client over `call`: `t.request(endpoints.menu)`, `t.ok(…)`, `t.refused(…)`. */
export type TestApp = TestAppBase & ReturnType<typeof typedClient>;

export interface CallInit {
  method?: "GET" | "POST" | "OPTIONS";
  token?: string;
  lang?: string;
  form?: Record<string, string>;
  json?: unknown;
  /** An upload's body (the content type, with its boundary, is set by fetch). */
  multipart?: FormData;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** The caller's network address, as the server sees it (default: none, read as "local"). */
  address?: string;
}

export type DemoLogin =
  | "parent"
  | "student"
  | "teacher"
  | "staff"
  /** 周美玲, the school's librarian (a teacher too). */
  | "librarian"
  | "otherParent"
  /** 陳小欣 (1B), the demo parent's younger child. */
  | "youngerStudent"
  /** 林子軒 (6C), the other family's child. */
  | "otherStudent"
  /** 何家俊 (5B), a student with no records of their own. */
  | "quietStudent"
  /** A guardian applying for a place (registration), signed in by a code to +852 5550 1234. */
  | "guardian"
  /** The neighbour school's people (seed/demo.ts, issue 36 §5): another school on the server. */
  | "neighbourParent"
  | "neighbourStudent"
  | "neighbourTeacher"
  | "neighbourStaff";

export const DEMO_LOGINS: Record<DemoLogin, Record<string, string>> = {
  parent: { username: "91234567", countryCode: "852", type: "parent", password: DEMO_PASSWORD },
  otherParent: {
    username: "61234567",
    countryCode: "853",
    type: "parent",
    password: DEMO_PASSWORD,
  },
  student: { username: "s2026001", type: "student", password: DEMO_PASSWORD },
  youngerStudent: { username: "s2026002", type: "student", password: DEMO_PASSWORD },
  otherStudent: { username: "s2026003", type: "student", password: DEMO_PASSWORD },
  quietStudent: { username: "s2026004", type: "student", password: DEMO_PASSWORD },
  teacher: { username: "t.wong", type: "teacher", password: DEMO_PASSWORD },
  staff: { username: "admin", type: "teacher", password: DEMO_PASSWORD },
  librarian: { username: "library", type: "teacher", password: DEMO_PASSWORD },
  guardian: { country_code: "852", phone: "55501234", school_code: "DEMO" },
  neighbourParent: { ...NEIGHBOUR_ACCOUNTS.parent, password: DEMO_PASSWORD },
  neighbourStudent: { ...NEIGHBOUR_ACCOUNTS.student, password: DEMO_PASSWORD },
  neighbourTeacher: { ...NEIGHBOUR_ACCOUNTS.teacher, password: DEMO_PASSWORD },
  neighbourStaff: { ...NEIGHBOUR_ACCOUNTS.staff, password: DEMO_PASSWORD },
};

/**
 * The real app on a real database (in-memory PGlite, or PostgreSQL when a URL is given),
 * migrated and seeded like `npm start`: PGlite opened from the run's seeded snapshot when there
 * is one. One per test file.
 */
export async function createTestApp(
  options: { databaseUrl?: string; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const clock = testClock();
  const putOff: (() => void)[] = [];
  // The run's seeded snapshot where it fits (PGlite, every feature's demo data); else seeded here.
  const snapshot =
    options.databaseUrl || options.deps?.features ? null : await openSeededSnapshot();
  const database = snapshot ?? (await openDatabase({ databaseUrl: options.databaseUrl }));
  if (!snapshot) {
    await seedReference(database.db);
    await seedDemo(database.db, {
      now: clock.now(),
      features: options.deps?.features,
      passwordCost: TEST_DATA_COST,
    });
  }
  const deps: AppDeps = {
    db: database.db,
    now: clock.now,
    corsOrigins: "*",
    trustProxy: 0,
    maintenance: false,
    // Seeded like the demo: texts go to the outbox the tests read.
    demo: true,
    later: (run) => void putOff.push(run),
    ...options.deps,
  };
  const app = createApp(deps);

  async function call(path: string, init: CallInit = {}) {
    const headers = new Headers(init.headers);
    if (init.token) headers.set(HEADERS.token, init.token);
    if (init.lang) headers.set(HEADERS.acceptLanguage, init.lang);
    let body: string | FormData | undefined = init.body;
    if (init.multipart) body = init.multipart;
    else if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers.set("content-type", "application/x-www-form-urlencoded");
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set("content-type", "application/json");
    }
    if (init.contentType) headers.set("content-type", init.contentType);
    const env = init.address
      ? { incoming: { socket: { remoteAddress: init.address } } }
      : undefined;
    const response = await app.request(path, { method: init.method ?? "POST", headers, body }, env);
    const answer = { status: response.status, body: (await response.json()) as TestEnvelope };
    const method = init.method ?? "POST";
    const endpoint = endpointAt(method, path);
    // Every answer an API path gives is checked against the contract (issue 16).
    if (endpoint || isApiPath(path.split("?")[0]!))
      assertAnswer(endpoint, `${method} ${path}`, answer);
    return answer;
  }

  let guardianId: number | null = null;
  /**
   * A guardian signs in by the code texted to their phone (read from the demo outbox); later
   * sign-ins of the same test app open a session directly (the resend wait would refuse a code).
   */
  let firstGuardianSignIn: Promise<string> | null = null;
  async function guardianSignIn(lang?: string): Promise<string> {
    if (guardianId !== null)
      return (await createSession(database.db, guardianId, null, clock.now())).token;
    // Callers racing to the first sign-in share it (a second code would wait for the resend).
    if (firstGuardianSignIn) {
      await firstGuardianSignIn;
      return guardianSignIn(lang);
    }
    firstGuardianSignIn = firstGuardianCode(lang);
    return firstGuardianSignIn;
  }

  async function firstGuardianCode(lang?: string): Promise<string> {
    const phone = DEMO_LOGINS.guardian;
    const address = "guardian-sign-in";
    const sent = await call("/api/registration/send_code", { json: phone, lang, address });
    if (sent.body.code !== 200) throw new Error(`no code for the guardian: ${sent.body.msg}`);
    const outbox = await call("/api/registration/demo_outbox", { json: phone });
    const text = (outbox.body.data as { messages: { text: string }[] }).messages[0]!.text;
    const code = /\d{6}/.exec(text)![0];
    const { body } = await call("/api/registration/login", {
      json: { ...phone, code },
      lang,
      address,
    });
    if (body.code !== 200) throw new Error(`guardian sign-in failed: ${body.msg}`);
    guardianId = (body.data as { user: { user_id: number } }).user.user_id;
    return (body.data as { token: string }).token;
  }

  return {
    ...typedClient(call),
    app,
    database,
    clock,
    call,
    async signIn(account, lang, address) {
      if (account === "guardian") return guardianSignIn(lang);
      const { body } = await call("/parent_student/ajax_login", {
        form: DEMO_LOGINS[account],
        lang,
        address,
      });
      if (body.code !== 200) throw new Error(`sign-in as ${account} failed: ${body.msg}`);
      return body.data.token as string;
    },
    async counts() {
      const db = database.db;
      const features = options.deps?.features ?? SERVER_FEATURES;
      const tables = {
        sessions,
        users,
        throttle: loginThrottle,
        uploads,
        schools,
        verificationCodes,
        setupLinks,
        smsOutbox,
        messageOutbox,
      };
      const result: Record<string, number | string> = {};
      for (const [name, table] of [
        ...Object.entries(tables),
        ...features.flatMap((f) => Object.entries(f.tables)),
      ]) {
        const [row] = await db.select({ n: count() }).from(table);
        result[name] = row!.n;
      }
      // A wrong code costs a try, a used code or link is marked: no row is added for either.
      const codes = await db
        .select({ tries: verificationCodes.tries, usedAt: verificationCodes.usedAt })
        .from(verificationCodes);
      const links = await db
        .select({ usedAt: setupLinks.usedAt, revokedAt: setupLinks.revokedAt })
        .from(setupLinks);
      result.codes = JSON.stringify(codes);
      result.setupLinks = JSON.stringify(links);
      for (const feature of features) Object.assign(result, await feature.fingerprint?.(db));
      return result;
    },
    runLater() {
      const work = putOff.splice(0);
      for (const run of work) run();
      return work.length;
    },
    runChores: (now = clock.now()) => runChores(deps, now),
    close: () => database.close(),
  };
}

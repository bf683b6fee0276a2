/**
 * The library's load benchmark (`npm run bench`): a script, not a test.
 *
 * 1. Seeds 100,000 books into .data/bench (reused when it already has them).
 * 2. Starts the server on a free port in a child process (PGlite in that folder).
 * 3. From this process, 20 connections for 20 s each against keyword search, the category
 *    page with two facets, book detail and reserve, with varied inputs; and the calendar's
 *    month view for families of two children in a school of 1,000 students (a year of events
 *    and 30 class timetables, `calendar/seed/load-school.ts`).
 * 4. Prints req/s, p50, p95, p99 per scenario and writes them into packages/server/src/library/README.md
 *    (the calendar's into packages/server/src/calendar/README.md).
 *
 * `BENCH_DATABASE_URL=postgres://…` runs the same scenarios on that PostgreSQL (an empty
 * database, seeded on the first run and reused after); `BENCH_INSTANCES=2` starts that many
 * servers and sends the load through a round-robin balancer in this process (`BENCH_INSTANCES=1`
 * measures one instance behind the same balancer, for the ratio). Their tables are written into
 * their own blocks of the READMEs (`bench-postgres-1`, `bench-postgres-2`, …).
 *
 * `BENCH_ONLY=calendar` (or `library`, `eca`, `roster`) runs one feature's scenarios. The ECA
 * event list runs over five years of the same school's activities (`eca/seed/load-school.ts`).
 * The roster (issue 36 §3) is timed in this process on a fresh database: a 1,000-student
 * school's CSV with 1,600 guardians checked, imported, and imported again unchanged.
 *
 * Only Node built-ins: fetch (undici, keep-alive) and child_process.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/database";
import { loadParentLogin, seedCalendarLoad } from "../src/calendar/seed/load-school";
import { LOAD_YEARS, loadTeachers, seedEcaLoad } from "../src/eca/seed/load-school";
import { REMARKS } from "../src/eca/seed/seed-eca";
import { schools } from "../src/db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../src/seed/demo";
import { hashPassword } from "../src/services/passwords";
import { importRoster, previewRoster } from "../src/roster/roster-import";
import { endpoints } from "@campus/contract";
import { SERVER_FEATURES } from "../src/features";
import { createTestApp } from "../src/testing/test-app";
import { chineseBook, englishBook, marcFile } from "../src/library/testing/marc-records";
import { GIVEN, SURNAMES } from "../src/library/seed/people";
import { roundRobin } from "../src/testing/round-robin";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const README = fileURLToPath(new URL("../src/library/README.md", import.meta.url));
const CALENDAR_README = fileURLToPath(new URL("../src/calendar/README.md", import.meta.url));
const ECA_README = fileURLToPath(new URL("../src/eca/README.md", import.meta.url));
const IMPORT_README = fileURLToPath(
  new URL("../src/library/services/import/README.md", import.meta.url),
);
const OFFICE_README = fileURLToPath(new URL("../src/office/README.md", import.meta.url));
const ONLY = process.env.BENCH_ONLY;
const DATA_DIR = process.env.BENCH_DATA_DIR ?? `${ROOT}.data/bench`;
const BOOKS = Number(process.env.BENCH_BOOKS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** A PostgreSQL to run on instead of PGlite in DATA_DIR (issue 41 §3). */
const DATABASE = process.env.BENCH_DATABASE_URL || undefined;
/** Servers behind the bench's balancer; unset, one server taking the load itself. */
const INSTANCES = process.env.BENCH_INSTANCES ? Number(process.env.BENCH_INSTANCES) : undefined;
const ENGINE = DATABASE ? "PostgreSQL" : "PGlite";
/** How the run was served, for its report: "PostgreSQL, 2 instances behind a balancer". */
const SERVED = `${ENGINE}${INSTANCES ? `, ${INSTANCES} instance${INSTANCES > 1 ? "s" : ""} behind a round-robin balancer` : ""}`;
/** The README block a run's table goes into: the PGlite one, or its mode's own. */
const BLOCK = DATABASE || INSTANCES ? `bench-${ENGINE.toLowerCase()}-${INSTANCES ?? 1}` : "bench";

// ── 1. Data ────────────────────────────────────────────────────────────────────────────

/** The bench's database: the PostgreSQL given, else PGlite in the bench's folder. */
const openBench = () => openDatabase({ databaseUrl: DATABASE, dataDir: DATA_DIR });

async function booksIn(dir: string): Promise<number> {
  if (!DATABASE && !existsSync(`${dir}/pglite`)) return 0;
  const database = await openBench();
  try {
    const result = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM books`,
    )) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]!.n;
  } catch {
    return 0; // A database without the catalogue's tables yet.
  } finally {
    await database.close();
  }
}

async function prepareData() {
  await prepareBooks();
  // The calendar's school at full size, added once to the same folder.
  const database = await openBench();
  try {
    const [school] = await database.db.select().from(schools);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    if (await seedCalendarLoad(database.db, { schoolId: school!.id, passwordHash }))
      console.log("Added the calendar's 1,000 students, their timetables and a year of events.");
    // Features added since the folder was seeded (the ECA demo's settings), then 5 ECA years.
    await seedDemo(database.db);
    const teacherIds = await loadTeachers(database.db, school!.id);
    if (await seedEcaLoad(database.db, { schoolId: school!.id, teacherIds }))
      console.log("Added five years of ECA events (2,000) and their 40,000 entries.");
  } finally {
    await database.close();
  }
}

async function prepareBooks() {
  const have = await booksIn(DATA_DIR);
  if (have >= BOOKS) {
    console.log(`Using ${DATA_DIR} (${have} books).`);
    return;
  }
  console.log(`Seeding ${BOOKS} books into ${DATABASE ? "BENCH_DATABASE_URL" : DATA_DIR} …`);
  if (DATABASE && have > 0)
    throw new Error(
      "BENCH_DATABASE_URL holds fewer books than BENCH_BOOKS: give an empty database",
    );
  if (!DATABASE) rmSync(DATA_DIR, { recursive: true, force: true });
  const seeded = spawnSync(
    process.execPath,
    ["--import", "tsx", "packages/server/scripts/seed.ts", "--books", String(BOOKS)],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR, DATABASE_URL: DATABASE ?? "" },
      stdio: "inherit",
    },
  );
  if (seeded.status !== 0) throw new Error("seeding failed");
}

// ── 2. Server ──────────────────────────────────────────────────────────────────────────

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  // Node itself (not npx), so killing the child stops the server.
  const child = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR,
      DATABASE_URL: DATABASE ?? "",
      STATIC_DIR: `${DATA_DIR}/no-static`,
      CAMPUS_DEMO: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the server exited");
    try {
      const response = await post(port, "/api/library/school_info", { schoolCode: "DEMO" });
      if (response.ok) return child;
    } catch {
      // Not listening yet: the server opens and migrates the database first.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start within 2 minutes");
}

function post(port: number, path: string, body: unknown, token?: string) {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
}

// ── 3. Load ────────────────────────────────────────────────────────────────────────────

type Envelope = { code: number; data: unknown };

interface Scenario {
  name: string;
  /**
   * Per connection: set-up (sign in) and the next request; `ms` when only part of what
   * `next` does is the measured request (reserve, not the cancel after it).
   */
  worker(index: number): Promise<() => Promise<{ ok: boolean; ms?: number }>>;
}

interface Result {
  name: string;
  requests: number;
  ok: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
}

function pick<T>(items: readonly T[], i: number): T {
  return items[i % items.length]!;
}

const KEYWORDS = [
  "龍",
  "貓",
  "海",
  "星",
  "恐龍",
  "太空",
  "魔法",
  "偵探",
  "科學",
  "熊貓",
  "香港",
  "數學",
  "恐龙",
  "火山",
  "鯨魚",
  "足球",
  "恐龍大百科",
  "小王子",
  "太陽系",
  "人工智能",
  "西遊記",
  "維多利亞港",
  "我的第一本",
  "dinosaur",
  "space",
  "magic",
  "ocean",
  "cat",
  "history",
  "coding",
  "robot",
  "piano",
  "the secret",
  "little bear",
  "harry",
  "emma",
  "walker",
  "sharks",
  "ai",
  "go",
  "t. rex",
  "harbour lights",
  "9789620000",
  "陳嘉欣",
  "黃詠晴",
  "新苗",
  "blue kite",
  "origami",
  "weather",
];

async function loadTest(port: number, scenario: Scenario): Promise<Result> {
  const latencies: number[] = [];
  let ok = 0;
  const workers = await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, i) => scenario.worker(i)),
  );
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    workers.map(async (next) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const result = await next();
        latencies.push(result.ms ?? performance.now() - t0);
        if (result.ok) ok++;
      }
    }),
  );
  return summary(scenario.name, latencies, ok, (performance.now() - started) / 1000);
}

/** Requests asked one after another on one connection: what each costs on its own. */
async function oneByOne(name: string, requests: (() => Promise<boolean>)[]): Promise<Result> {
  const latencies: number[] = [];
  let ok = 0;
  const started = performance.now();
  for (const request of requests) {
    const t0 = performance.now();
    if (await request()) ok++;
    latencies.push(performance.now() - t0);
  }
  return summary(name, latencies, ok, (performance.now() - started) / 1000);
}

function summary(name: string, latencies: number[], ok: number, seconds: number): Result {
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    name,
    requests: latencies.length,
    ok,
    seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

async function envelope(response: Response): Promise<Envelope> {
  return (await response.json()) as Envelope;
}

function scenarios(
  port: number,
  schoolId: number,
  bookIds: number[],
  categories: number[],
  publishers: number[],
): Scenario[] {
  let seq = 0;
  let fresh = 0;
  return [
    {
      name: "keyword search",
      async worker() {
        return async () => {
          const n = seq++;
          // Varied enough that most requests miss the result cache: every keyword, pages 1–4,
          // and one search in three narrowed to one of the categories.
          const facet = n % 3 === 0 ? { categoryId: pick(categories, n >> 2) } : {};
          const body = {
            schoolId,
            keyword: pick(KEYWORDS, n * 7 + (n >> 5)),
            pageNum: 1 + ((n >> 3) % 4),
            pageSize: 10,
            ...facet,
          };
          const e = await envelope(await post(port, "/api/library/page_by_keyword", body));
          return { ok: e.code === 200 };
        };
      },
    },
    {
      // A name of the seed's authors' kind ("陳嘉欣"), each asked once: every request misses
      // the result cache, as a reader's own words do (26 × 30 × 30 names, none repeated).
      name: "keyword search, never asked before",
      async worker() {
        return async () => {
          const n = fresh++;
          const names = SURNAMES.length * GIVEN.length * GIVEN.length;
          const keyword =
            pick(SURNAMES, n) +
            pick(GIVEN, Math.floor(n / SURNAMES.length)) +
            pick(GIVEN, Math.floor(n / (SURNAMES.length * GIVEN.length)));
          // Past the last name, its next page: still a question nobody asked.
          const body = { schoolId, keyword, pageNum: 1 + Math.floor(n / names), pageSize: 10 };
          const e = await envelope(await post(port, "/api/library/page_by_keyword", body));
          return { ok: e.code === 200 };
        };
      },
    },
    {
      name: "library home",
      async worker() {
        return async () => {
          const e = await envelope(await post(port, "/api/library/home", { schoolId }));
          return { ok: e.code === 200 };
        };
      },
    },
    {
      name: "category page, two facets",
      async worker() {
        return async () => {
          const n = seq++;
          const categoryId = pick(categories, n);
          const second =
            n % 2 === 0
              ? { publisherId: pick(publishers, n * 13) }
              : { availability: n % 4 === 1 ? "available" : "unavailable" };
          const body = { schoolId, categoryId, ...second, pageNum: 1 + (n % 3), pageSize: 10 };
          const e = await envelope(await post(port, "/api/library/page_by_classification", body));
          return { ok: e.code === 200 };
        };
      },
    },
    {
      name: "book detail",
      async worker() {
        return async () => {
          const n = seq++;
          const body = { schoolId, id: pick(bookIds, n * 7919) };
          const e = await envelope(await post(port, "/api/library/detail", body));
          return { ok: e.code === 200 };
        };
      },
    },
    {
      // Each connection signs in as one of the demo readers, reserves varied books and cancels
      // each reservation it got, so the next request meets the reserve path again.
      name: "reserve (each then cancelled, not timed)",
      async worker(index) {
        const accounts = DEMO_ACCOUNTS.filter((a) => a.role !== "parent");
        const students = [
          "s2026001",
          "s2026002",
          "s2026003",
          "s2026004",
          "s2026005",
          "s2026006",
          "s2026007",
          "s2026008",
        ];
        const logins = [
          ...students.map((username) => ({ type: "student", username })),
          ...accounts
            .filter((a) => a.type === "teacher")
            .map((a) => ({ type: "teacher", username: a.username })),
        ];
        const login = pick(logins, index);
        const signIn = await envelope(
          await post(port, "/parent_student/ajax_login", { ...login, password: DEMO_PASSWORD }),
        );
        const token = (signIn.data as { token: string }).token;
        return async () => {
          const n = seq++;
          const body = { schoolId, bookId: pick(bookIds, n * 104_729 + index) };
          const t0 = performance.now();
          const e = await envelope(await post(port, "/api/library/user/reserve", body, token));
          const ms = performance.now() - t0;
          if (e.code === 200) {
            const id = (e.data as { id: number }).id;
            await post(port, "/api/library/user/cancel_reserve", { schoolId, id }, token);
          }
          return { ok: e.code === 200, ms };
        };
      },
    },
  ];
}

/** The calendar's month view: a family of two children, every month of the school year. */
function calendarScenario(port: number): Scenario {
  let seq = 0;
  const months = [
    "2026-09",
    "2026-10",
    "2026-11",
    "2026-12",
    "2027-01",
    "2027-02",
    "2027-03",
    "2027-04",
    "2027-05",
    "2027-06",
    "2027-07",
  ];
  return {
    name: "calendar month, two children",
    async worker(index) {
      const signIn = await envelope(
        await post(port, "/parent_student/ajax_login", {
          type: "parent",
          countryCode: "852",
          username: loadParentLogin(index),
          password: DEMO_PASSWORD,
        }),
      );
      const token = (signIn.data as { token: string }).token;
      return async () => {
        const body = { month: pick(months, seq++), who: "all" };
        const e = await envelope(await post(port, "/api/calendar/month", body, token));
        return { ok: e.code === 200 };
      };
    },
  };
}

/**
 * The ECA event list as the office pages through it: a school year of five, now and then a
 * category, a status or words, pages 1–10, ten to a page.
 */
function ecaScenario(port: number): Scenario {
  let seq = 0;
  return {
    name: "ECA event list, 5 years, filters",
    async worker() {
      const signIn = await envelope(
        await post(port, "/parent_student/ajax_login", {
          type: "teacher",
          username: "admin",
          password: DEMO_PASSWORD,
        }),
      );
      const token = (signIn.data as { token: string }).token;
      return async () => {
        const n = seq++;
        const body = {
          school_year: pick(LOAD_YEARS, n),
          pageNum: (n % 10) + 1,
          ...(n % 3 === 0 ? { category_id: (n % 5) + 1 } : {}),
          ...(n % 4 === 1 ? { status: "pending" } : {}),
          ...(n % 7 === 2 ? { q: "活動 1" } : {}),
          ...(n % 11 === 3 ? { mine: true } : {}),
        };
        const e = await envelope(await post(port, "/api/eca/events", body, token));
        return { ok: e.code === 200 };
      };
    },
  };
}

/** The dashboard's scopes the office looks at: the school, each grade, a class of each grade. */
function dashboardBodies(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  for (const year of LOAD_YEARS) {
    bodies.push({ school_year: year });
    for (const grade of ["1", "2", "3", "4", "5", "6"]) {
      bodies.push({ school_year: year, grade });
      bodies.push({ school_year: year, class_name: `${grade}A` });
    }
  }
  return bodies;
}

async function officeToken(port: number) {
  const signIn = await envelope(
    await post(port, "/parent_student/ajax_login", {
      type: "teacher",
      username: "admin",
      password: DEMO_PASSWORD,
    }),
  );
  return (signIn.data as { token: string }).token;
}

/**
 * The ECA dashboard as the office and teachers read it through the day: five school years, the
 * school, a grade or a class, now and then one semester.
 */
function dashboardScenario(port: number): Scenario {
  let seq = 0;
  const bodies = dashboardBodies();
  return {
    name: "ECA dashboard, 5 years, school/grade/class",
    async worker() {
      const token = await officeToken(port);
      return async () => {
        const n = seq++;
        const body = { ...pick(bodies, n * 7), ...(n % 5 === 0 ? { semester: "first" } : {}) };
        const e = await envelope(await post(port, "/api/eca/dashboard", body, token));
        return { ok: e.code === 200 };
      };
    },
  };
}

/** Each scope's dashboard asked once on a fresh server (nothing kept yet), one connection. */
async function firstDashboards(port: number): Promise<Result> {
  const token = await officeToken(port);
  return oneByOne(
    "ECA dashboard, first time (1 connection)",
    dashboardBodies().map((body) => async () => {
      const e = await envelope(await post(port, "/api/eca/dashboard", body, token));
      return e.code === 200;
    }),
  );
}

/**
 * A teacher's 40-student event read by the local engine, three times: each a new event whose
 * students carry the demo's remarks, recognised from the ask until the job says completed
 * (polled every 20 ms, so a figure is at most 20 ms late).
 */
async function recognitions(port: number): Promise<Result> {
  const token = await officeToken(port);
  const call = async <T>(path: string, body: unknown) => {
    const e = await envelope(await post(port, path, body, token));
    if (e.code !== 200) throw new Error(`${path}: ${JSON.stringify(e)}`);
    return e.data as T;
  };
  const { categories } = await call<{ categories: { id: number }[] }>("/api/eca/settings", {});
  const { classes } = await call<{ classes: string[] }>("/api/eca/students", {});
  const jobs = [0, 1, 2].map((run) => async () => {
    const students = (
      await Promise.all(
        classes
          .slice(2 * run, 2 * run + 2)
          .map((class_name) =>
            call<{ students: { id: number }[] }>("/api/eca/students", { class_name }),
          ),
      )
    )
      .flatMap((c) => c.students)
      .slice(0, 40);
    const event = await call<{ id: number }>("/api/eca/save_event", {
      code: `BENCH-AI-${Date.now()}-${run}`,
      name_zh: "領袖訓練營",
      name_en: "Leadership camp",
      nature: "service",
      type: "group",
      category_id: categories[0]!.id,
      tag_ids: [],
      region: "territory",
      school_year: 2026,
      semester: "first",
      starts_on: "2026-12-12",
      ends_on: "2026-12-12",
      hours: "3",
      sub_items: [],
      teacher_ids: [],
    });
    await call("/api/eca/add_entries", {
      event_id: event.id,
      student_ids: students.map((s) => s.id),
    });
    const { list } = await call<{ list: { id: number }[] }>("/api/eca/entries", {
      event_id: event.id,
      pageSize: 50,
    });
    for (const [k, entry] of list.entries()) {
      await call("/api/eca/save_entry", {
        id: entry.id,
        prize_id: "",
        level: "",
        competition_item: "",
        remark: REMARKS[k % REMARKS.length],
        achievement: "",
        role: "",
        hours: "",
      });
    }
    const t0 = performance.now();
    let job = await call<{ id: number; status: string; total: number }>("/api/eca/recognize", {
      target: "event",
      id: event.id,
    });
    while (job.status === "in_progress") {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ({ recognition: job } = await call<{ recognition: typeof job }>("/api/eca/recognition", {
        id: job.id,
      }));
    }
    const ms = performance.now() - t0;
    if (job.status !== "completed" || job.total !== 40) throw new Error(JSON.stringify(job));
    return ms;
  });
  const latencies: number[] = [];
  const started = performance.now();
  for (const job of jobs) latencies.push(await job());
  return summary(
    "AI recognition of a 40-student event (local engine, ask → completed)",
    latencies,
    latencies.length,
    (performance.now() - started) / 1000,
  );
}

/**
 * Keyword pages nobody asked for yet (the server just started, so its result cache is empty),
 * one connection: what an uncached search costs on its own.
 */
async function firstSearches(port: number, schoolId: number): Promise<Result> {
  const requests = [1, 2].flatMap((pageNum) =>
    KEYWORDS.map((keyword) => async () => {
      const body = { schoolId, keyword, pageNum };
      const e = await envelope(await post(port, "/api/library/page_by_keyword", body));
      return e.code === 200;
    }),
  );
  return oneByOne("keyword search, first time (1 connection)", requests);
}

// ── 4. Report ──────────────────────────────────────────────────────────────────────────

function table(results: Result[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${(r.requests / r.seconds).toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${((100 * r.ok) / r.requests).toFixed(0)} % |`,
  );
  return [
    "| scenario | req/s | p50 ms | p95 ms | p99 ms | code 200 |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

function writeReadme(report: string, readme = README) {
  const start = `<!-- ${BLOCK}:start -->`;
  const end = `<!-- ${BLOCK}:end -->`;
  const text = readFileSync(readme, "utf8");
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < 0) {
    console.log(`(README has no ${start} … ${end} block; figures not written)`);
    return;
  }
  writeFileSync(readme, `${text.slice(0, from + start.length)}\n${report}\n${text.slice(to)}`);
  // Aligned as the repository's formatter wants it, so `npm run lint` stays clean.
  spawnSync("npx", ["prettier", "--write", readme], { cwd: ROOT, stdio: "ignore" });
}

// ── The roster import ─────────────────────────────────────────────────────────────────────

/** A 1,000-student school's roster as its system exports it: 30 classes, 1,600 guardians. */
function rosterFile(students = 1_000): Uint8Array {
  const surnames = ["陳", "李", "張", "黃", "何", "林", "吳", "劉", "梁", "鄭"];
  const given = ["嘉欣", "子軒", "詠琪", "浩然", "凱晴", "俊傑", "曉彤", "家豪", "思穎", "志明"];
  const english = ["Chan", "Lee", "Cheung", "Wong", "Ho", "Lam", "Ng", "Lau", "Leung", "Cheng"];
  const lines = [
    [
      "Student number,Class,Class number,Chinese name,English name,Gender,Date of birth",
      "Guardian 1 name,Guardian 1 relation,Guardian 1 mobile,Guardian 1 email",
      "Guardian 2 name,Guardian 2 relation,Guardian 2 mobile",
    ].join(","),
  ];
  for (let i = 0; i < students; i++) {
    const klass = `P${1 + (i % 6)}${"ABCDE"[Math.floor(i / 6) % 5]}`;
    const number = 1 + Math.floor(i / 30);
    const surname = surnames[i % 10]!;
    const name = `${surname}${given[Math.floor(i / 10) % 10]}`;
    const second = i < 600 ? [`${surname}先生`, "Father", `9${String(i).padStart(7, "0")}`] : [];
    lines.push(
      [
        `B${String(26_000 + i)}`,
        klass,
        number,
        name,
        `${english[i % 10]} Student ${i}`,
        i % 2 ? "F" : "M",
        `201${i % 6}/0${1 + (i % 9)}/1${i % 10}`,
        `${surname}太`,
        "Mother",
        `6${String(i).padStart(7, "0")}`,
        `parent${i}@example.com`,
        ...second,
      ].join(","),
    );
  }
  return new TextEncoder().encode(lines.join("\r\n"));
}

async function rosterBench(machine: string, when: string) {
  const dir = mkdtempSync(join(tmpdir(), "campus-roster-bench-"));
  const database = await openDatabase({ dataDir: dir });
  try {
    const [school] = await database.db
      .insert(schools)
      .values({
        code: "BENCH",
        nameZh: "測試小學",
        nameCn: "测试小学",
        nameEn: "Bench",
        region: "hk",
      })
      .returning({ id: schools.id });
    const input = {
      schoolId: school!.id,
      locale: "en-US" as const,
      bytes: rosterFile(),
      fileName: "roster.csv",
      full: true,
      importerId: null,
    };
    const timed = async <T>(work: () => Promise<T>) => {
      const started = performance.now();
      const result = await work();
      return { result, seconds: (performance.now() - started) / 1000 };
    };
    const check = await timed(() => previewRoster(database.db, input));
    const now = new Date();
    const first = await timed(() => importRoster(database.db, { ...input, now }));
    const again = await timed(() => importRoster(database.db, { ...input, now }));
    const row = (step: string, t: { seconds: number }, counts: object, target: string) =>
      `| ${step} | ${t.seconds.toFixed(2)} | ${Object.entries(counts)
        .map(([k, v]) => `${k} ${String(v)}`)
        .join(", ")} | ${target} |`;
    const report = [
      `A 1,000-student school's roster (30 classes, 1,600 guardians, a CSV of ${(input.bytes.length / 1000).toFixed(0)} kB) on a fresh PGlite database, in one process, ${when}; ${machine}.`,
      "",
      "| step | seconds | what it did | target |",
      "| --- | ---: | --- | --- |",
      row("check (the preview)", check, check.result.counts, "≤ 5 s"),
      row("import", first, first.result.counts, "≤ 10 s"),
      row("the same file again", again, again.result.counts, "—"),
    ].join("\n");
    console.log(`\n${report}\n`);
    writeReadme(report, OFFICE_README);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// ── The catalogue import ──────────────────────────────────────────────────────────────────

/**
 * A school's whole catalogue from its library system (issue 38 §2): 20,000 MARC-8 records
 * (Chinese in 880 fields, an English book in four) with 30,000 copies, checked and confirmed
 * through the API on the demo school, in one process.
 */
async function catalogueImportBench(machine: string, when: string) {
  // Seeded here (the features named: not the test run's snapshot).
  const t = await createTestApp({ deps: { features: SERVER_FEATURES } });
  try {
    const records = Array.from({ length: 20_000 }, (_, i) => {
      const n = 7_000_000 + i;
      const copies = i % 2 === 0 ? [`BI${n}A`, `BI${n}B`] : [`BI${n}A`];
      return i % 4 === 3 ? englishBook(n, copies) : chineseBook(n, copies);
    });
    const bytes = marcFile(records, "marc8");
    const token = await t.signIn("librarian");
    const [{ id: categoryId }] = (
      (await t.database.db.execute(
        sql`SELECT id FROM book_categories WHERE school_id = 1 AND parent_id IS NULL LIMIT 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows as [{ id: number }];
    const timed = async <T>(work: () => Promise<T>) => {
      const started = performance.now();
      const result = await work();
      return { result, seconds: (performance.now() - started) / 1000 };
    };
    const file = new File([bytes], "catalogue.mrc");
    const check = await timed(() =>
      t.ok(
        endpoints.catalogueImportCheck,
        { schoolId: 1, file, category_id: categoryId },
        { token },
      ),
    );
    const confirm = await timed(() =>
      t.ok(endpoints.catalogueImportConfirm, { schoolId: 1, id: check.result.id }, { token }),
    );
    const search = await timed(() =>
      t.ok(endpoints.librarySearch, { schoolId: 1, keyword: "小龍的冒險 7012345" }),
    );
    const row = (step: string, s: number, what: string, target: string) =>
      `| ${step} | ${s.toFixed(2)} | ${what} | ${target} |`;
    const c = confirm.result;
    const report = [
      `20,000 MARC-8 records (${(bytes.length / 1e6).toFixed(1)} MB, Chinese in 880 fields) with 30,000 copies into the demo school's catalogue, through the API on PGlite in one process, ${when}; ${machine}.`,
      "",
      "| step | seconds | what it did | target |",
      "| --- | ---: | --- | --- |",
      row(
        "check (the preview)",
        check.seconds,
        `${c.records} records read, ${check.result.refused} refused`,
        "≤ 20 s",
      ),
      row(
        "confirm",
        confirm.seconds,
        `${c.books_added} books, ${c.copies_added} copies written`,
        "≤ 60 s",
      ),
      row("a search after it", search.seconds, `${search.result.total} found`, "—"),
    ].join("\n");
    console.log(`\n${report}\n`);
    writeReadme(report, IMPORT_README);
  } finally {
    await t.close();
  }
}

async function main() {
  const loadBefore = loadavg()[0]!;
  const when = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}, load average before the run ${loadBefore.toFixed(2)}`;
  if (ONLY === "roster") return rosterBench(machine, when);
  if (ONLY === "import") return catalogueImportBench(machine, when);
  if (!DATABASE && (INSTANCES ?? 1) > 1)
    throw new Error("PGlite lets one process in: BENCH_INSTANCES > 1 needs BENCH_DATABASE_URL");
  await prepareData();
  // One server (PGlite lets one process in), or INSTANCES of them on the PostgreSQL, started in
  // turn (the first migrates), the load going through the bench's balancer.
  const servers: ChildProcess[] = [];
  const origins: string[] = [];
  for (let i = 0; i < (INSTANCES ?? 1); i++) {
    const at = await freePort();
    servers.push(await startServer(at));
    origins.push(`http://127.0.0.1:${at}`);
  }
  const balancer = INSTANCES ? await roundRobin(origins) : null;
  const port = balancer ? Number(new URL(balancer.url).port) : Number(new URL(origins[0]!).port);
  try {
    const info = await envelope(
      await post(port, "/api/library/school_info", { schoolCode: "DEMO" }),
    );
    const schoolId = (info.data as { id: number }).id;
    const database = { categories: [] as number[], publishers: [] as number[] };
    const cats = await envelope(
      await post(port, "/api/library/classification_page_list", { schoolId, pageSize: 100 }),
    );
    database.categories = (cats.data as { list: { id: number }[] }).list.map((c) => c.id);
    const pubs = await envelope(
      await post(port, "/api/library/publisher_list", { schoolId, pageSize: 100 }),
    );
    database.publishers = (pubs.data as { list: { id: number }[] }).list.map((p) => p.id);
    const bookIds = Array.from({ length: BOOKS }, (_, i) => i + 1);
    const run = async (list: Scenario[], into: Result[]) => {
      for (const scenario of list) {
        process.stdout.write(`${scenario.name} … `);
        const result = await loadTest(port, scenario);
        console.log(
          `${(result.requests / result.seconds).toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms`,
        );
        into.push(result);
      }
    };
    if (ONLY === undefined || ONLY === "library") {
      const results: Result[] = [await firstSearches(port, schoolId)];
      await run(
        scenarios(port, schoolId, bookIds, database.categories, database.publishers),
        results,
      );
      const report = [
        `${BOOKS.toLocaleString("en-US")} books on ${SERVED}, ${CONNECTIONS} connections, ${SECONDS} s per scenario, ${when}; ${machine}.`,
        "",
        table(results),
        "",
        "What pages download (gzip per chunk, against their budgets): `npm run sizes`.",
      ].join("\n");
      console.log(`\n${report}\n`);
      writeReadme(report);
    }
    if (ONLY === undefined || ONLY === "eca") {
      const results: Result[] = [];
      results.push(await firstDashboards(port));
      results.push(await recognitions(port));
      await run([ecaScenario(port), dashboardScenario(port)], results);
      const report = [
        `5 school years of a 1,000-student school: 2,000 events, 40,000 entries, ${SERVED}, ${CONNECTIONS} connections, ${SECONDS} s, ${when}; ${machine}. Targets: event list p95 ≤ 50 ms, dashboard p95 ≤ 100 ms.`,
        "",
        table(results),
      ].join("\n");
      console.log(`\n${report}\n`);
      writeReadme(report, ECA_README);
    }
    if (ONLY === undefined || ONLY === "calendar") {
      const results: Result[] = [];
      await run([calendarScenario(port)], results);
      const report = [
        `1,000 students in 30 classes, a year of events, ${SERVED}, ${CONNECTIONS} connections, ${SECONDS} s, ${when}; ${machine}. Target: p95 ≤ 20 ms.`,
        "",
        table(results),
      ].join("\n");
      console.log(`\n${report}\n`);
      writeReadme(report, CALENDAR_README);
    }
  } finally {
    await balancer?.close();
    for (const server of servers) server.kill("SIGTERM");
  }
  if (ONLY === undefined) await rosterBench(machine, when);
  if (ONLY === undefined) await catalogueImportBench(machine, when);
}

await main();

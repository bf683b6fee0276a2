import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, cpSync, existsSync, openSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/*
 * The journeys' Campus server: one per Playwright worker, on its own port and its own copy of
 * one seeded data folder, so journeys run in parallel and none sees another's records. The
 * client is the production build in dist/ (`npm run build`, which `npm test` runs once).
 */

const root = join(import.meta.dirname, "..", "..");
/** Where the journeys' servers keep their data: the seeded folder and one folder per worker. */
export const E2E_DATA = join(root, ".data", "e2e");
const SEEDED = join(E2E_DATA, "seeded");
const MAIN = join(root, "packages", "server", "src", "main.ts");
const BUILT = join(root, "dist", "portal", "index.html");

/** The demo school seeded once per run (global set-up), at the run's own time. */
export function seedJourneyData() {
  if (!existsSync(BUILT))
    throw new Error("No build in dist/: run `npm run build` first (npm test does).");
  rmSync(E2E_DATA, { recursive: true, force: true });
  const seeded = spawnSync(
    process.execPath,
    ["--import", "tsx", join(root, "packages", "server", "scripts", "seed.ts")],
    { cwd: root, env: { ...process.env, DATA_DIR: SEEDED, DATABASE_URL: "" }, stdio: "inherit" },
  );
  if (seeded.status !== 0) throw new Error(`seeding the journeys' data failed (${seeded.status})`);
}

/** The log a journeys' server writes in its data folder. */
export const SERVER_LOG = "server.log";

/** The data folders the workers' servers used (the answer check reads their logs). */
export function workerDataFolders(): string[] {
  if (!existsSync(E2E_DATA)) return [];
  return readdirSync(E2E_DATA)
    .filter((name) => name.startsWith("worker-"))
    .map((name) => join(E2E_DATA, name));
}

export interface JourneyServer {
  origin: string;
  /** What the server has printed so far (stdout and stderr), when it was asked to keep it. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `main.ts` on `port` over `dataDir`, as `npm start` would serve it, and waits until it
 * answers. Never a DATABASE_URL from the environment (CI sets one for the PostgreSQL tests).
 */
export async function startServer({
  port,
  dataDir,
  env = {},
  keepOutput = false,
  logFile,
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Keep what it prints for `output()` (links and texts it logs); else stderr shows. */
  keepOutput?: boolean;
  /** Where what it prints goes instead (its log, for the scan after the journeys). */
  logFile?: string;
}): Promise<JourneyServer> {
  const log = logFile === undefined ? undefined : openSync(logFile, "a");
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", ...env },
    stdio: [
      "ignore",
      log ?? (keepOutput ? "pipe" : "ignore"),
      log ?? (keepOutput ? "pipe" : "inherit"),
    ],
  });
  // The child has its own copy of the file's descriptor.
  if (log !== undefined) closeSync(log);
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const origin = `http://localhost:${port}`;
  await untilAnswering(`${origin}/parent_student/`, child);
  return { origin, output: () => printed, stop: () => stop(child) };
}

/**
 * The worker's server over a fresh copy of the seeded folder (named by the worker, so a
 * restarted worker's log is kept).
 */
export async function startJourneyServer(
  worker: number,
  port: number,
  corsOrigin: string,
): Promise<JourneyServer> {
  const dataDir = join(E2E_DATA, `worker-${worker}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(SEEDED, dataDir, { recursive: true });
  return startServer({
    port,
    dataDir,
    // Its log, every request's line, read after the journeys for what it must never hold.
    logFile: join(dataDir, SERVER_LOG),
    env: {
      LOG_LEVEL: "info",
      // Every answer checked against the contract (answer-check-teardown.ts reads the log).
      CAMPUS_CHECK_RESPONSES: "1",
      // The school's site of the school-page journeys (its own origin) may call the API.
      CORS_ORIGINS: corsOrigin,
    },
  });
}

/** Two minutes: a server on an empty database migrates first, and CI's machine is busy. */
async function untilAnswering(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the journeys' server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`the journeys' server did not answer at ${url} within 120 s`);
}

/** SIGTERM (the server closes its database), and SIGKILL if it is still there after 10 s. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const late = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(late);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

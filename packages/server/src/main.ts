import { appendFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Server as HttpServer } from "node:http";
import { drain } from "./http/drain";
import { loggableError } from "./http/observe";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { pino, stdTimeFunctions } from "pino";
import { SETUP_LINK_HOURS } from "@campus/contract";
import { createApp } from "./app";
import type { AppDeps } from "./app-deps";
import { startChores } from "./services/chores";
import { checked } from "./http/answer-check";
import { readConfig } from "./config";
import { openDatabase } from "./db/database";
import { fileStoreFromEnv } from "./services/file-store";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./seed/demo";
import { seedReference } from "./seed/reference";
import { noteServerRunning } from "./admin/server-lock";
import { schools } from "./db/schema";
import { setupUrl } from "./admin/admin-cli";
import { issueSetupLink } from "./services/school-setup";
import { smtpMail } from "./services/mail";
import { smsSenderFromEnv } from "./services/sms";

const config = readConfig();
// JSON lines on standard output, for the deployment's log collector (README, "Monitoring").
const logger = pino({
  level: config.logLevel,
  base: undefined,
  timestamp: stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
const staticDir =
  process.env.STATIC_DIR ?? fileURLToPath(new URL("../../../dist", import.meta.url));

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onConnectionLost: (error) =>
    logger.warn({ err: loggableError(error) }, "database connection lost"),
});
// Uploaded files in an S3-compatible store when S3_BUCKET is set; in the database otherwise.
const files = fileStoreFromEnv(process.env);
await seedReference(database.db);
const seeded = config.demo ? await seedDemo(database.db) : false;
const noSchool = (await database.db.select({ id: schools.id }).from(schools).limit(1)).length === 0;
// No school yet: a one-time link to create one from the set-up page (a new one each start).
const firstStart = noSchool
  ? setupUrl(config.publicUrl, await issueSetupLink(database.db, { kind: "school" }, new Date()))
  : null;
// The embedded database is this process's alone while it runs: `npm run admin` checks.
const released = database.kind === "pglite" ? noteServerRunning(config.dataDir) : () => {};

// CAMPUS_CHECK_RESPONSES=1 (the journeys' server): every answer checked against the contract,
// each mismatch appended to answer-mismatches.log in the data folder, the count kept beside it.
const checkLog = join(config.dataDir, "answer-mismatches.log");
const checkCount = join(config.dataDir, "answer-checks.txt");
if (config.checkAnswers) {
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(checkLog, "");
}
const onAnswerMismatch = config.checkAnswers
  ? (mismatch: string) => {
      console.error(`answer not as the contract declares: ${mismatch}`);
      appendFileSync(checkLog, `${mismatch}\n`);
    }
  : undefined;
if (config.checkAnswers) {
  // The count, for the journeys' report: written now and then, not on every answer.
  setInterval(() => writeFileSync(checkCount, String(checked.count)), 1_000).unref();
}

const deps: AppDeps = {
  db: database.db,
  now: () => new Date(),
  corsOrigins: config.corsOrigins,
  trustProxy: config.trustProxy,
  maintenance: config.maintenance,
  // Only when set: its default (localhost) is no address for a link sent away.
  publicUrl: process.env.PUBLIC_URL ? config.publicUrl : undefined,
  demo: config.demo,
  files,
  // Texts through the deployment's SMS provider where it has one; else the log (the demo's outbox).
  sms: smsSenderFromEnv(process.env),
  // E-mails through the deployment's SMTP server where it has one; else the log.
  mail: config.smtpUrl ? smtpMail(config.smtpUrl, config.mailFrom) : undefined,
  // Without a build (npm run dev serves the portal from Vite), the server is API only.
  staticDir: existsSync(staticDir) ? staticDir : undefined,
  log: (line) => logger.warn(line),
  logger,
  metricsToken: config.metricsToken,
  // Features read their own settings (the library's CAMPUS_AI_* for its chat).
  env: process.env,
  onAnswerMismatch,
};
const app = createApp(deps);
// What the features do on their own as time passes (a slip's automatic reminder).
const stopChores = startChores(deps);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}`;
  const where =
    database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
  const embed = existsSync(`${staticDir}/embed/index.html`) ? `\n  Embed demo  ${url}/embed/` : "";
  console.log(`Campus is running.

  Portal      ${url}/parent_student/${embed}
  API         ${url}/parent_student/api/…  (docs/api/openapi.json)
  Database    ${where}${seeded ? ", demo data seeded" : ""}
  Files       ${files ? files.where : "in the database"}
`);
  if (firstStart) {
    const stop = database.kind === "pglite" ? "stop the server (Ctrl+C) and run" : "run";
    console.log(`No school yet. Create it from this page (works once, for ${SETUP_LINK_HOURS} hours):

  ${firstStart}

or ${stop}

  npm run admin -- create-school --code <CODE> --name-zh <名稱> --name-en <name> --region hk|mo|cn|tw --office-phone <country code>-<mobile>

Either way the school's office finishes its account with a code texted to its phone
(README, "Start a real school").
`);
  }
  if (config.demo) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) {
      const login =
        "countryCode" in account ? `+${account.countryCode} ${account.username}` : account.username;
      console.log(
        `  ${account.role.padEnd(8)} ${login.padEnd(16)} login type ${account.type.padEnd(8)} ${account.name}`,
      );
    }
  }
});

// An idle keep-alive connection outlives the client's and any load balancer's idle time (60 s
// is common): otherwise a request sent on a connection the server is just closing fails with
// ECONNRESET (seen in the journeys: a call after a few quiet seconds on Node's 5 s default).
(server as HttpServer).keepAliveTimeout = 65_000;
(server as HttpServer).headersTimeout = 66_000;

let stopping = false;
/**
 * A graceful stop (SIGTERM from Kubernetes or a rolling restart, Ctrl+C): no new connection,
 * the requests in flight finish (up to 10 s), then the clock's chores and the database stop.
 */
async function shutdown() {
  if (stopping) return;
  stopping = true;
  const { forced } = await drain(server as HttpServer);
  if (forced) logger.warn("Stopped with requests still running after the grace period.");
  // The journeys' report counts every answer checked, the last second's too.
  if (config.checkAnswers) writeFileSync(checkCount, String(checked.count));
  await stopChores();
  await database.close();
  released();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());

import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/*
 * PGlite lets one process open a data folder. The server notes its process id in the folder
 * while it runs, so `npm run admin` can say "stop the server first" instead of opening the
 * folder beside it. (On PostgreSQL, DATABASE_URL, both run side by side.)
 */

const pidFile = (dataDir: string) => join(dataDir, "campus-server.pid");

export function noteServerRunning(dataDir: string): () => void {
  writeFileSync(pidFile(dataDir), String(process.pid));
  return () => rmSync(pidFile(dataDir), { force: true });
}

/** The id of the live server process using the folder, if one is. */
export function runningServer(dataDir: string): number | null {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // Left behind by a server that did not stop cleanly.
  }
}

/**
 * A command that opens the embedded database (`npm run admin`, `backup`, `restore`) stops here
 * while the server has the folder open; on PostgreSQL (`databaseUrl`) they run side by side.
 */
export function exitIfServerRunning(config: { databaseUrl?: string; dataDir: string }) {
  const running = config.databaseUrl ? null : runningServer(config.dataDir);
  if (!running) return;
  console.error(
    `The Campus server (process ${running}) has ${config.dataDir} open, and the embedded database ` +
      `lets one process in at a time. Stop the server, run this again, then start it.`,
  );
  process.exit(1);
}

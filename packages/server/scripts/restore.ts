/**
 * `npm run restore -- <folder>`: a backup (`npm run backup`) into the empty database of the
 * server's settings (DATABASE_URL or DATA_DIR), its files into the file store (S3_*) or, without
 * one, into the database. Refuses a database that holds a school and a backup of another
 * version; anything wrong and nothing is written. On PGlite the server must be stopped first.
 */
import { resolve } from "node:path";
import { exitIfServerRunning } from "../src/admin/server-lock";
import { restore } from "../src/backup/backup";
import { readConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { fileStoreFromEnv } from "../src/services/file-store";

const given = process.argv[2];
if (!given) {
  console.error("Usage: npm run restore -- <backup folder>");
  process.exit(2);
}
const config = readConfig();
exitIfServerRunning(config);
const folder = resolve(given);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const manifest = await restore(database.db, fileStoreFromEnv(process.env), folder);
  console.log(`Restored the backup of ${manifest.createdAt} from ${folder}: start the server.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}

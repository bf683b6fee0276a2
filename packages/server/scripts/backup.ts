/**
 * `npm run backup [-- <folder>]`: the whole database and every uploaded file into a new folder
 * (`backups/campus-<moment>` by default; README, "Backups"). Reads the server's settings
 * (DATABASE_URL or DATA_DIR, S3_*). On PostgreSQL it runs beside the servers and is one moment's
 * copy; on PGlite the server must be stopped first.
 */
import { resolve } from "node:path";
import { exitIfServerRunning } from "../src/admin/server-lock";
import { backUp } from "../src/backup/backup";
import { readConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { fileStoreFromEnv } from "../src/services/file-store";

const config = readConfig();
exitIfServerRunning(config);
const moment = new Date().toISOString().slice(0, 19).replace(/[-:]/g, "");
const folder = resolve(process.argv[2] ?? `backups/campus-${moment}Z`);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const manifest = await backUp(database.db, fileStoreFromEnv(process.env), folder);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up ${Object.keys(manifest.tables).length} tables (${rows} rows) and ${manifest.files} files from the file store into ${folder}`,
  );
} finally {
  await database.close();
}

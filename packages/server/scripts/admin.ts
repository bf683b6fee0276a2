/**
 * `npm run admin -- <command>`: a school's set-up from the command line (ADMIN_USAGE lists the
 * commands). Reads the server's own settings (DATA_DIR, DATABASE_URL, PUBLIC_URL, PORT). On
 * PGlite (no DATABASE_URL) it opens the data folder itself, so the server must be stopped first;
 * on PostgreSQL it runs beside the server.
 */
import { readConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { ADMIN_USAGE, runAdmin } from "../src/admin/admin-cli";
import { exitIfServerRunning } from "../src/admin/server-lock";
import { seedReference } from "../src/seed/reference";

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === "--help" || argv[0] === "help") {
  console.log(ADMIN_USAGE);
  process.exit(0);
}
const config = readConfig();
exitIfServerRunning(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let code: number;
try {
  // The menus and roles a new school's accounts need, as the server's start writes them.
  await seedReference(database.db);
  code = await runAdmin(argv, {
    db: database.db,
    now: new Date(),
    publicUrl: config.publicUrl,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  await database.close();
}
process.exit(code);

import { readConfig } from "./config";
import { BUNDLED_MIGRATIONS, openDatabase } from "./db/database";

/*
 * `npm run migrate`: brings the database (DATABASE_URL, else PGlite in DATA_DIR) to this
 * server's migrations and stops — what a deployment runs before it rolls instances over. Safe
 * beside a starting instance (PostgreSQL: an advisory lock); refuses a database a newer server
 * migrated.
 */
const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
console.log(
  `The database holds this server's ${BUNDLED_MIGRATIONS} migrations (${database.kind}).`,
);
await database.close();

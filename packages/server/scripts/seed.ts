/**
 * Fills a data folder with the demo school and a catalogue of N books, for benchmarks and
 * trying the library at scale:
 *
 *   npm run seed -- --books 100000            # into DATA_DIR (default .data)
 *   DATA_DIR=.data/bench npm run seed -- --books 100000
 *
 * A folder that already has the demo school is left as it is (say so and exit): remove the
 * folder to seed again. With DATABASE_URL set, seeds that PostgreSQL instead.
 */
import { sql } from "drizzle-orm";
import { readConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { seedDemo } from "../src/seed/demo";
import { DEMO_BOOKS } from "../src/library/seed/seed-library";
import { seedReference } from "../src/seed/reference";

function booksArgument(argv: string[]): number {
  const i = argv.indexOf("--books");
  const value = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith("--books="))?.slice(8);
  if (value === undefined) return DEMO_BOOKS;
  const books = Number(value);
  if (!Number.isInteger(books) || books < 20 || books > 900_000)
    throw new Error(`--books takes a whole number from 20 to 900000, not ${value}`);
  return books;
}

const books = booksArgument(process.argv.slice(2));
const config = readConfig();
const started = Date.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await seedReference(database.db);
  const seeded = await seedDemo(database.db, { books });
  if (!seeded) {
    console.log(
      `The demo school is already in ${config.databaseUrl ? "DATABASE_URL" : config.dataDir}; nothing written.`,
    );
  } else {
    // Visibility map and statistics for the fresh catalogue: index-only counts, good plans.
    await database.db.execute(sql`VACUUM ANALYZE`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded the demo school with ${books} books in ${seconds} s (${config.databaseUrl ? "DATABASE_URL" : config.dataDir}).`,
    );
  }
} finally {
  await database.close();
}

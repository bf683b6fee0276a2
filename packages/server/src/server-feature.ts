import type { PgTable } from "drizzle-orm/pg-core";
import type { Hono } from "hono";
import type { AppDeps } from "./app-deps";
import type { Db } from "./db/database";

/** The demo school as the platform seeded it, for a feature to add its own demo data to. */
export interface DemoSchool {
  id: number;
  /** The demo accounts' user ids by login name ("s2026001" → 2). */
  people: Record<string, number>;
}

export interface DemoSeedOptions {
  /** The clock demo records are dated from ("due in 10 days" stays true on a fresh database). */
  now: Date;
  /** Size of a feature's demo catalogue where it has one (the library's books). */
  books?: number;
}

/**
 * One feature of the server, as the app, the demo seed and the test app see it. A feature keeps
 * everything else in its folder (`src/<id>/`) and is listed once, in `src/features.ts`.
 */
export interface ServerFeature {
  id: string;
  /** Serves the feature's endpoints of the contract (see `http/route.ts`). */
  register(app: Hono, deps: AppDeps): void;
  /**
   * Adds what is missing of the feature's demo data to the demo school, and nothing else:
   * a fresh database gets all of it, an older demo database (made before the feature existed)
   * gains it on its next start, and a database that has it is left alone. True when it wrote.
   */
  seedDemo?(db: Db, school: DemoSchool, options: DemoSeedOptions): Promise<boolean>;
  /**
   * The tables the feature's endpoints write to: tests compare their row counts before and
   * after a refused call ("nothing was written"), so a table missing here goes unwatched.
   */
  tables: Record<string, PgTable>;
  /** Figures that change without a row being added (counters, statuses), for the same check. */
  fingerprint?(db: Db): Promise<Record<string, number | string>>;
}

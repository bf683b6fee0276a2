import type { FileStore } from "./file-store";
import type { Locale } from "@campus/contract";
import type { Db } from "../db/database";

/**
 * What every service call gets besides its own arguments: the database, the request's moment
 * (one clock reading per request, so a call never straddles midnight half-way) and the
 * caller's language. Services take `(ctx, { …args })`, never a row of positional values.
 */
export interface ServiceContext {
  db: Db;
  now: Date;
  locale: Locale;
  log?: (line: string) => void;
  /** Where uploads' bytes go when not in the database (AppDeps.files). */
  files?: FileStore;
}

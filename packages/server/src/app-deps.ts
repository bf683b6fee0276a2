import type { Db } from "./db/database";
import type { ChatEngine } from "./library/services/chat/chat-engine";

/** Everything the app needs from outside, so tests can pass a clock and their own database. */
export interface AppDeps {
  db: Db;
  now: () => Date;
  /** Origins allowed to call the API from another site (a school's CMS page); "*" for any. */
  corsOrigins: string[] | "*";
  /** Read the caller's address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Answer every API call with code 666 (spec §8) while the system is being maintained. */
  maintenance: boolean;
  /** Built portal and embed files, served on the same origin as the API. */
  staticDir?: string;
  log?: (line: string) => void;
  /** What reads the library chat's sentences; the local, deterministic engine by default. */
  chatEngine?: ChatEngine;
}

import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./database";

/*
 * What an instance keeps in memory of what rarely changes (a school's year for the calendar,
 * the catalogue's counts and rules for the library) must be dropped when any instance writes
 * it. The writer's own instance drops its copy at once, before it answers; every other instance
 * on the same PostgreSQL is told by NOTIFY on one channel, which each LISTENs to on a
 * connection of its own, and drops its copy within milliseconds. PGlite lets one process in:
 * there is no one else to tell.
 *
 * A listener that loses its connection may miss a change: it drops everything it keeps (every
 * topic, every school) when it loses the connection and again once it listens again.
 */

/** What changed: a feature's kept copy of one school's data. */
export type ChangeTopic = "calendar.year" | "library.catalogue";

/** Told the database and school whose data changed; `null`: every school's. */
export type ChangeHandler = (db: Db, schoolId: number | null) => void;

const CHANNEL = "campus_changes";
const handlers = new Map<ChangeTopic, ChangeHandler[]>();
/** The databases whose changes other instances hear of, each with this instance's name on it. */
const speakers = new WeakMap<Db, string>();

/** Runs `handler` whenever `topic` changes, on this instance or another. */
export function onChange(topic: ChangeTopic, handler: ChangeHandler): void {
  handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
}

function tell(db: Db, topic: ChangeTopic, schoolId: number | null) {
  for (const handler of handlers.get(topic) ?? []) handler(db, schoolId);
}

/**
 * A school's `topic` changed (the write is committed): this instance forgets its copy now,
 * the others as soon as PostgreSQL tells them. Call after the transaction, not inside it.
 */
export function announceChange(db: Db, topic: ChangeTopic, schoolId: number): void {
  tell(db, topic, schoolId);
  const name = speakers.get(db);
  if (name === undefined) return;
  // Not awaited: the writer's answer does not wait for the others. A failed notice is the
  // lost connection's case, which the others' listeners cover by forgetting everything.
  db.execute(sql`SELECT pg_notify(${CHANNEL}, ${`${name}|${topic}|${schoolId}`})`).catch(() => {});
}

interface ListenOptions {
  /** Told when the listening connection is lost (it reconnects on its own). */
  onLost?: (error: Error) => void;
  /** How long to wait before listening again after a loss. */
  retryMs?: number;
}

/**
 * Listens for other instances' changes to `db`'s data on a connection of its own; resolves
 * once listening, with the function that stops it.
 */
export async function listenForChanges(
  db: Db,
  connectionString: string,
  { onLost, retryMs = 1_000 }: ListenOptions = {},
): Promise<() => Promise<void>> {
  const { Client } = await import("pg");
  const name = randomUUID();
  let client: InstanceType<typeof Client> | null = null;
  /** Listening has begun (a failure before it is the caller's) and not been stopped. */
  let started = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const heard = (payload: string | undefined) => {
    const [from, topic, school] = (payload ?? "").split("|");
    if (from === name || !handlers.has(topic as ChangeTopic)) return;
    const schoolId = Number(school);
    tell(db, topic as ChangeTopic, Number.isInteger(schoolId) ? schoolId : null);
  };
  const forgetEverything = () => {
    for (const topic of handlers.keys()) tell(db, topic, null);
  };
  const lost = (error: Error) => {
    if (!started || stopped) return;
    onLost?.(error);
    forgetEverything();
    const dead = client;
    client = null;
    dead?.removeAllListeners();
    dead?.end().catch(() => {});
    clearTimeout(retry);
    retry = setTimeout(() => void connect().catch(lost), retryMs);
    retry.unref();
  };
  const connect = async () => {
    const next = new Client({ connectionString, application_name: "campus-changes" });
    next.on("notification", (message) => {
      if (message.channel === CHANNEL) heard(message.payload);
    });
    next.on("error", lost);
    next.on("end", () => lost(new Error("the change listener's connection ended")));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    if (stopped) await next.end();
    // Listening again: what changed while no one listened was not heard, and copies read in
    // the meantime may hold it.
    else if (started) forgetEverything();
  };

  try {
    await connect();
  } catch (error) {
    // `connect` set it (TypeScript cannot see through the closure).
    const failed = client as InstanceType<typeof Client> | null;
    failed?.removeAllListeners();
    await failed?.end().catch(() => {});
    throw error;
  }
  started = true;
  speakers.set(db, name);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    speakers.delete(db);
    const last = client;
    client = null;
    last?.removeAllListeners();
    await last?.end().catch(() => {});
  };
}

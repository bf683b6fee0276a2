import type { Db } from "./database";

/**
 * Named prepared statements for the hot read paths (catalogue pages, search, detail).
 *
 * Why: PGlite runs PostgreSQL in WASM, where planning a four-table join costs about 5 ms and
 * executing it about 1 ms; drizzle's PGlite driver re-plans every query. A statement prepared
 * once per connection is planned once (PostgreSQL then keeps a generic plan when it is as
 * good), so a catalogue page costs about 1 ms.
 *
 * - PGlite: `PREPARE name(types) AS …` once, then `EXECUTE name(literals)` over the simple
 *   protocol (one round trip instead of five). Arguments are rendered as literals, so they
 *   are typed and escaped here: integers must be safe integers, text becomes an escape-string
 *   literal (E'…', backslashes and quotes doubled; NUL dropped).
 * - node-postgres: `pool.query({ name, text, values })`, which prepares per connection.
 *
 * Inside a transaction pass its `tx`: the statement runs on the transaction's connection
 * (PREPARE is not transactional, so a rolled-back transaction keeps it prepared). A statement
 * is used either only inside transactions or only outside: PGlite runs one transaction at a
 * time, and a PREPARE queued outside would wait for the transaction that waits for it.
 */

export type ParamType = "int" | "int[]" | "text" | "text[]" | "bool";
export type Param = number | number[] | string | string[] | boolean | null;

export interface PreparedStatement {
  name: string;
  text: string;
  types: readonly ParamType[];
}

type Row = Record<string, unknown>;

interface PgliteLike {
  exec(sql: string): Promise<{ rows: Row[] }[]>;
}
interface PoolLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}

const prepared = new WeakMap<object, Map<string, Promise<void>>>();

function literal(value: Param, type: ParamType): string {
  if (value === null) return `NULL::${type}`;
  switch (type) {
    case "int":
      if (typeof value !== "number" || !Number.isSafeInteger(value))
        throw new TypeError(`not an integer: ${String(value)}`);
      return String(value);
    case "bool":
      if (typeof value !== "boolean") throw new TypeError(`not a boolean: ${String(value)}`);
      return value ? "TRUE" : "FALSE";
    case "text":
      return quote(String(value));
    case "int[]":
      if (
        !Array.isArray(value) ||
        !value.every((v) => typeof v === "number" && Number.isSafeInteger(v))
      )
        throw new TypeError("not a list of integers");
      return `ARRAY[${value.join(",")}]::int[]`;
    case "text[]":
      if (!Array.isArray(value)) throw new TypeError("not a list");
      return `ARRAY[${value.map((v) => quote(String(v))).join(",")}]::text[]`;
  }
}

/** An escape-string literal: correct whatever standard_conforming_strings says. */
function quote(text: string): string {
  // PostgreSQL text holds neither NUL nor a lone surrogate (not UTF-8): no stored value can
  // contain them, so they are dropped rather than failing the statement.
  const clean = text
    .replace(/\0/g, "")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
  return `E'${clean.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

export function statement(
  name: string,
  text: string,
  types: readonly ParamType[],
): PreparedStatement {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad statement name ${name}`);
  return { name, text, types };
}

/** The driver's client under drizzle: the database's, or a transaction's connection. */
function clientOf(db: unknown): PgliteLike | PoolLike {
  const root = (db as { $client?: PgliteLike | PoolLike }).$client;
  if (root) return root;
  return (db as { session: { client: PgliteLike | PoolLike } }).session.client;
}

/** Whether the database is PGlite, in this process (no autovacuum, one connection). */
export function isEmbedded(db: Db): boolean {
  return "exec" in clientOf(db);
}

export async function runPrepared<T = Row>(
  db: Db,
  stmt: PreparedStatement,
  params: readonly Param[],
  tx?: unknown,
): Promise<T[]> {
  const client = clientOf(tx ?? db);
  if ("exec" in client) {
    // Kept per database: a transaction's statements are the database's (one connection).
    const root = clientOf(db);
    let ready = prepared.get(root);
    if (!ready) prepared.set(root, (ready = new Map()));
    let done = ready.get(stmt.name);
    if (!done) {
      done = client
        .exec(`PREPARE ${stmt.name}(${stmt.types.join(", ")}) AS ${stmt.text}`)
        .then(() => undefined);
      ready.set(stmt.name, done);
      done.catch(() => ready.delete(stmt.name));
    }
    await done;
    const args = params.map((p, i) => literal(p, stmt.types[i]!));
    const results = await client.exec(
      args.length ? `EXECUTE ${stmt.name}(${args.join(", ")})` : `EXECUTE ${stmt.name}`,
    );
    return (results[0]?.rows ?? []) as T[];
  }
  const result = await client.query({ name: stmt.name, text: stmt.text, values: [...params] });
  return result.rows as T[];
}

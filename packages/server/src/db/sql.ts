import type { SQL } from "drizzle-orm";
import type { Db } from "./database";

/** A transaction, as `db.transaction(async (tx) => …)` hands it over. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Where a query runs: the database, or the transaction it belongs to. */
export type Executor = Db | Tx;

export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  // Both drivers answer { rows }; drizzle types it loosely across drivers.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firstRow<T>(db: Executor, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

/** Whether PostgreSQL refused the statement with this SQLSTATE (on the error or its causes). */
function refusedWith(error: unknown, state: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === state) return true;
  }
  return false;
}

/** PostgreSQL refused a row because of a unique index (a race another request won). */
export const isUniqueViolation = (error: unknown) => refusedWith(error, "23505");

/** PostgreSQL refused a delete a row elsewhere still refers to (a race another request won). */
export const isForeignKeyViolation = (error: unknown) => refusedWith(error, "23503");

/** A page of a list: `limit` and `offset` from the request's page number and size. */
export function pageWindow(pageNum: number, pageSize: number) {
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}

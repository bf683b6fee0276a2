import type { Role } from "./accounts";

/**
 * Who may call an endpoint: anyone, any signed-in user, or signed-in users holding one of
 * the roles. The server enforces it; the client uses it to know when to ask for sign-in.
 */
export type Access = { kind: "public" } | { kind: "user"; roles?: readonly Role[] };

/**
 * Where a call goes and who may make it: what a client needs at run time. Request bodies are
 * form-encoded unless `encoding` is "json" (the spec's FLAG = 0); the server accepts both. An
 * upload is "multipart": its body carries a file, and only such routes accept one.
 * Kept apart from the schemas so a screen can call the API without downloading zod.
 */
export interface Route<Id extends string = string> {
  id: Id;
  method: "GET" | "POST";
  path: string;
  encoding: "form" | "json" | "multipart";
  access: Access;
  /**
   * A write: it takes an `Idempotency-Key` header, and a repeat with the same key answers the
   * first answer without acting again (decision 0011).
   */
  write?: true;
}

type RouteSpec = Omit<Route, "id" | "encoding"> & { encoding?: Route["encoding"] };

/** A table of routes, each named by its endpoint id (the key). */
export function defineRoutes<const T extends Record<string, RouteSpec>>(
  specs: T,
): { [K in keyof T & string]: Route<K> & Omit<T[K], "encoding"> } {
  const table: Record<string, Route> = {};
  for (const [id, spec] of Object.entries(specs)) {
    table[id] = { ...spec, id, encoding: spec.encoding ?? "form" };
  }
  return table as never;
}

/** The portal's base path (spec: every page lives under `/parent_student/`). */
export const PORTAL_BASE = "/parent_student";

import type { z } from "zod";
import type { Role } from "./schemas/account";

/**
 * Who may call an endpoint: anyone, any signed-in user, or signed-in users holding one of
 * the roles. The server enforces it; the client uses it to know when to ask for sign-in.
 */
export type Access = { kind: "public" } | { kind: "user"; roles?: readonly Role[] };

/**
 * One row of the endpoint table. Request bodies are form-encoded unless `encoding` is "json"
 * (the spec's FLAG = 0); the server accepts both. `response` describes the envelope's `data`.
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  method: "GET" | "POST";
  path: string;
  query: Q;
  body: B;
  response: R;
  encoding: "form" | "json";
  access: Access;
  tag: string;
  summary: string;
}

export function defineEndpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  endpoint: Omit<Endpoint<Q, B, R>, "query" | "body" | "encoding"> & {
    query?: Q;
    body?: B;
    encoding?: "form" | "json";
  },
): Endpoint<Q, B, R> {
  return {
    ...endpoint,
    query: endpoint.query as Q,
    body: endpoint.body as B,
    encoding: endpoint.encoding ?? "form",
  };
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller passes: `query` and `body` only where the endpoint has them. */
export type EndpointInput<E extends Endpoint> = (E["query"] extends z.ZodType
  ? { query: InputOf<E["query"]> }
  : { query?: undefined }) &
  (E["body"] extends z.ZodType ? { body: InputOf<E["body"]> } : { body?: undefined });

/** The envelope's `data` on success. */
export type EndpointResult<E extends Endpoint> = z.output<E["response"]>;

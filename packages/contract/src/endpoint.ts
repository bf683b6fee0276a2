import type { z } from "zod";
import type { Access, Route } from "./route";

export type { Access };

/**
 * One row of the endpoint table: a route with the schemas of its input and answer.
 * `response` describes the envelope's `data`.
 */
export interface Endpoint<
  Q extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  B extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  R extends z.core.$ZodType = z.core.$ZodType,
> extends Route {
  query: Q;
  body: B;
  response: R;
  tag: string;
  summary: string;
}

/**
 * A route as the client calls it: the route's plain fields at run time, the endpoint's
 * types (input and answer) at compile time only. An `Endpoint` is one too.
 */
export interface ApiRoute<E extends Endpoint = Endpoint> extends Route {
  /** Types only: never set at run time. */
  readonly __endpoint?: E;
}

export function defineEndpoint<
  Q extends z.core.$ZodType | undefined = undefined,
  B extends z.core.$ZodType | undefined = undefined,
  R extends z.core.$ZodType = z.core.$ZodType,
>(
  route: Route,
  endpoint: { query?: Q; body?: B; response: R; tag: string; summary: string },
): Endpoint<Q, B, R> & ApiRoute<Endpoint<Q, B, R>> {
  return {
    ...route,
    ...endpoint,
    query: endpoint.query as Q,
    body: endpoint.body as B,
  };
}

type InputOf<S> = S extends z.core.$ZodType ? z.input<S> : undefined;

/** What a caller passes: `query` and `body` only where the endpoint has them. */
export type EndpointInput<E extends Endpoint> = (E["query"] extends z.core.$ZodType
  ? { query: InputOf<E["query"]> }
  : { query?: undefined }) &
  (E["body"] extends z.core.$ZodType ? { body: InputOf<E["body"]> } : { body?: undefined });

/** The envelope's `data` on success. */
export type EndpointResult<E extends Endpoint> = z.output<E["response"]>;

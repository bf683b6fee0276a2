import type { Endpoint, EndpointId, EndpointResult, Page } from "@campus/contract";
import { z } from "zod";

type OutputOf<S> = S extends z.core.$ZodType ? z.output<S> : unknown;

/**
 * What the screen sent to an endpoint, query and body as one object, as the server reads it:
 * checked by the endpoint's schemas first (a call the server would refuse fails the story).
 */
export type Sent<E extends Endpoint> = OutputOf<E["query"]> & OutputOf<E["body"]>;

/** A refusal as the server sends it: an envelope with a code and a message in the user's language. */
export interface Refusal {
  readonly refusal: true;
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
}

/** What an answer may reply to one call: the endpoint's data, a refusal, or either later. */
type Reply<Data> = Data | Refusal | Promise<Data | Refusal>;

/** One endpoint's answer in a story; the last one given for an endpoint wins. */
export interface StoryAnswer {
  readonly endpointId: EndpointId;
  readonly reply: (sent: Record<string, unknown>) => unknown;
}

/** A refusal for an answer to give back (`return refusal(409, "…")`), for some calls only. */
export function refusal(code: number, msg = "", data: unknown = null): Refusal {
  return { refusal: true, code, msg, data };
}

/**
 * The endpoint answers with `data` (checked against its response schema's type: a wrong shape
 * does not compile), or with what `reply` makes of each call (data, or a `refusal(…)`).
 */
export function answer<E extends Endpoint>(
  endpoint: E,
  data: EndpointResult<E> | ((sent: Sent<E>) => Reply<EndpointResult<E>>),
): StoryAnswer {
  const reply = typeof data === "function" ? (data as (sent: Sent<E>) => unknown) : () => data;
  return {
    endpointId: endpoint.id as EndpointId,
    reply: (sent) => {
      const read = [endpoint.query, endpoint.body].map((schema) =>
        schema ? z.core.safeParse(schema, sent) : { success: true as const, data: {} },
      );
      const failed = read.find((result) => !result.success);
      if (failed?.error) return refusal(400, `${endpoint.id}: ${z.prettifyError(failed.error)}`);
      return reply(Object.assign({}, ...read.map((result) => result.data)) as Sent<E>);
    },
  };
}

/** A file the API serves at `path` (`api.file`: an application's photo, say). */
export function serveFile(path: string, make: () => Blob): StoryAnswer {
  return { endpointId: `file:${path}` as EndpointId, reply: () => make() };
}

/** The endpoint refuses every call, as the server would with `code` and its message `msg`. */
export function refuse(endpoint: Endpoint, code: number, msg = "", data: unknown = null) {
  return answer(endpoint, () => refusal(code, msg, data));
}

/** The endpoint never answers: the screen stays in its loading state. */
export function pending(endpoint: Endpoint) {
  return answer(endpoint, () => new Promise<never>(() => undefined));
}

export function isRefusal(reply: unknown): reply is Refusal {
  return typeof reply === "object" && reply !== null && (reply as Refusal).refusal === true;
}

/** One page of `list`, as paged endpoints answer (`{ list, total, pageNum, pageSize }`). */
export function page<T>(list: T[], pageNum = 1, pageSize = 10): Page<T> {
  return {
    list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: list.length,
    pageNum,
    pageSize,
  };
}

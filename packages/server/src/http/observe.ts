import type { MiddlewareHandler } from "hono";
import { requests, requestSeconds } from "../services/metrics";

declare module "hono" {
  interface ContextVariableMap {
    /** The contract's endpoint (or download) the request called, once it is matched. */
    endpoint: string;
    /** The envelope's result code the answer carries (0 for success). */
    result: number;
  }
}

/**
 * A structured log (JSON lines, pino in `main.ts`): an operator's collector reads fields, not
 * sentences. Anything with pino's three methods will do (a test's list of lines).
 */
export interface Logger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * What a request is called in the log and the metrics: its endpoint of the contract, a probe, a
 * file of the portal — never its address as typed, which may carry a secret (a calendar feed's)
 * or anything a stranger sends.
 */
function nameOf(endpoint: string | undefined, path: string, isApiPath: (path: string) => boolean) {
  if (endpoint) return endpoint;
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return "probe";
  return isApiPath(path) ? "other" : "static";
}

/**
 * Every request counted and timed (`/metrics`), and one log line when it is answered: the
 * request id the answer also carries, the endpoint, the status, the envelope's code, the time.
 * Nothing else of the request: no address, query, header or body (tokens, codes and children's
 * details travel there). Files of the portal are counted but not logged (one line per icon).
 */
export function observeRequests(
  isApiPath: (path: string) => boolean,
  log: Logger | undefined,
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const endpoint = nameOf(c.get("endpoint"), c.req.path, isApiPath);
    const result = c.get("result");
    const status = c.res.status;
    requests.inc({ endpoint, status, result: result ?? "" });
    requestSeconds.observe({ endpoint }, seconds);
    if (endpoint === "static" && status < 500) return;
    const fields = {
      req_id: c.get("requestId"),
      method: c.req.method,
      endpoint,
      status,
      ...(result === undefined ? {} : { result }),
      ms: Math.round(seconds * 1000),
    };
    if (status >= 500) log?.error(fields, "request failed");
    else log?.info(fields, "request");
  };
}

/**
 * An error as the log may keep it: its kind, message and the stack's frames. A failed query is
 * named by its SQL and the database's reason, never its parameters (drizzle's message lists
 * them: a phone number, a token's hash, a child's name).
 */
export function loggableError(error: Error) {
  const query = (error as { query?: unknown }).query;
  const reason = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return {
    type: error.name,
    message: typeof query === "string" ? `Failed query: ${query}${reason}` : error.message,
    stack: error.stack
      ?.split("\n")
      .filter((line) => line.startsWith("    at "))
      .join("\n"),
  };
}

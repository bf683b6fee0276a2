import {
  DEFAULT_LOCALE,
  HEADERS,
  isLocale,
  matchLocale,
  ResultCode,
  type Endpoint,
  type EndpointResult,
  type Locale,
  type Role,
} from "@campus/contract";
import type { Context, Hono } from "hono";
import type { z } from "zod";
import type { AppDeps } from "../app-deps";
import { findSession, type Auth } from "../services/sessions";
import { idempotentReplays } from "../services/metrics";
import { ApiProblem, forbidden, loginRequired } from "./api-problem";
import { addressReader } from "./client-address";
import {
  claimKey,
  completeKey,
  IDEMPOTENCY,
  inputFingerprint,
  releaseKey,
  type KeyScope,
  type StoredAnswer,
} from "../services/idempotency";
import { translate } from "./messages";
import { readInput } from "./read-input";

export interface HandlerContext<E extends Endpoint> {
  query: E["query"] extends z.core.$ZodType ? z.output<E["query"]> : undefined;
  body: E["body"] extends z.core.$ZodType ? z.output<E["body"]> : undefined;
  /** The signed-in user; always present for endpoints whose access is "user". */
  auth: Auth | null;
  locale: Locale;
  /** The caller's address, for throttling. */
  address: string;
  deps: AppDeps;
  c: Context;
}

export type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<EndpointResult<E>>;

/** The caller's language: the header first (the page's current language), then the account's. */
export function requestLocale(c: Context, auth?: Auth | null): Locale {
  const fromHeader = matchLocale(c.req.header(HEADERS.acceptLanguage));
  if (fromHeader) return fromHeader;
  const saved = auth?.user.lang;
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

export function envelope(c: Context, code: number, msg: string, data: unknown) {
  c.set("result", code);
  return c.json({ code, msg, data });
}

/** The envelope of a problem, worded in the caller's language. */
export function problemBody(problem: ApiProblem, locale: Locale) {
  return {
    code: problem.code,
    msg: translate(locale, problem.messageId, problem.values),
    data: problem.data,
  };
}

export function problemResponse(c: Context, problem: ApiProblem, locale: Locale) {
  c.set("result", problem.code);
  return c.json(problemBody(problem, locale));
}

const addressReaders = new WeakMap<AppDeps, ReturnType<typeof addressReader>>();

/** The caller's address for throttling: the socket's peer, or behind trusted proxies see TRUST_PROXY. */
function callerAddress(c: Context, deps: AppDeps): string {
  let read = addressReaders.get(deps);
  if (!read) addressReaders.set(deps, (read = addressReader(deps.trustProxy)));
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  const socket = incoming?.socket?.remoteAddress ?? "local";
  if (deps.trustProxy === 0) return socket;
  const forwarded = c.req.raw.headers.get("x-forwarded-for");
  return read(socket, forwarded ? [forwarded] : []);
}

const envelopeOf = (data: unknown) => ({ code: ResultCode.ok, msg: "", data });

/**
 * Runs a write once per Idempotency-Key (decision 0011): the first request acts and its answer —
 * success or refusal — is kept; a repeat with the same input gets that answer without acting,
 * waiting for it if the first still runs; a repeat with another input is refused.
 */
async function once(
  deps: AppDeps,
  scope: KeyScope,
  input: { query: unknown; body: unknown },
  locale: Locale,
  run: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  if (!IDEMPOTENCY.keyPattern.test(scope.key))
    throw new ApiProblem(ResultCode.badRequest, "api.error.badIdempotencyKey");
  const claim = await claimKey(deps.db, scope, {
    fingerprint: inputFingerprint(input),
    now: deps.now(),
  });
  if (claim.kind === "reused")
    throw new ApiProblem(ResultCode.idempotencyKeyReused, "api.error.idempotencyKeyReused");
  if (claim.kind === "busy")
    throw new ApiProblem(ResultCode.conflict, "api.error.requestInProgress");
  if (claim.kind === "repeat") {
    idempotentReplays.inc({ endpoint: scope.endpoint });
    return claim.answer;
  }
  let answer: StoredAnswer;
  try {
    answer = await run();
  } catch (error) {
    if (!(error instanceof ApiProblem)) {
      await releaseKey(deps.db, scope);
      throw error;
    }
    answer = problemBody(error, locale);
  }
  await completeKey(deps.db, scope, answer);
  return answer;
}

/**
 * Serves one endpoint of the contract at exactly its method and path: resolves the session,
 * enforces access and roles, validates the input, runs the handler and wraps the envelope.
 * Nothing reaches the handler (and so nothing is written) unless every check passed.
 */
export function register<E extends Endpoint>(
  app: Hono,
  deps: AppDeps,
  endpoint: E,
  handler: Handler<E>,
) {
  app.on(endpoint.method, endpoint.path, async (c) => {
    c.set("endpoint", endpoint.id);
    const token = c.req.header(HEADERS.token) ?? "";
    const auth = token ? await findSession(deps.db, token, deps.now()) : null;
    const locale = requestLocale(c, auth);
    try {
      if (endpoint.access.kind === "user") {
        if (!auth) throw loginRequired();
        const roles = endpoint.access.roles;
        if (roles && !auth.user.roles.some((role) => roles.includes(role as Role)))
          throw forbidden();
      }
      const input = await readInput(c, endpoint, locale);
      const run = async () =>
        envelopeOf(
          await handler({ ...input, auth, locale, address: callerAddress(c, deps), deps, c }),
        );
      const key = endpoint.write && auth ? c.req.header(HEADERS.idempotencyKey) : undefined;
      const answer =
        key === undefined || !auth
          ? await run()
          : await once(
              deps,
              { userId: auth.user.id, endpoint: endpoint.id, key },
              input,
              locale,
              run,
            );
      c.set("result", answer.code);
      return c.json(answer);
    } catch (error) {
      if (error instanceof ApiProblem) return problemResponse(c, error, locale);
      throw error;
    }
  });
}

import { REQUEST_IN_PROGRESS_TEXTS, ResultCode } from "@campus/contract";

/**
 * Every way a call can fail, as data. `decideError` turns one into what the user sees.
 * - envelope: the server answered with a `code` other than 200;
 * - http: the server answered with an HTTP status other than 2xx;
 * - network: no usable answer (connection refused, reset, or a body that is not an envelope);
 *   `offline` when the browser knew it had no connection and nothing was sent (issue 17, point 7);
 * - timeout: no answer within the time-out (10 s, spec §9);
 * - setup: the request could not even be built (bad header value, unserialisable body).
 */
export type ApiFailure =
  | { kind: "envelope"; code: number; msg: string; data: unknown }
  | { kind: "http"; status: number; body: string }
  | { kind: "network"; body: string | null; offline?: true }
  | { kind: "timeout" }
  | { kind: "setup"; reason: string };

export class ApiError extends Error {
  readonly failure: ApiFailure;
  readonly endpointId: string;
  /** The call was a write (`write: true` in the contract's table). */
  readonly write: boolean;
  /** The endpoint's path ("/api/library/detail"; "" when not known): whose call it was. */
  readonly path: string;
  /** The error catalogue has shown it already (the call was not `silent`): show it once. */
  reported = false;

  constructor(
    endpointId: string,
    failure: ApiFailure,
    options: { write?: boolean; path?: string } = {},
  ) {
    super(describe(failure));
    this.name = "ApiError";
    this.endpointId = endpointId;
    this.failure = failure;
    this.write = options.write ?? false;
    this.path = options.path ?? "";
  }

  /**
   * A write whose outcome the client cannot know: the request may have reached the server and
   * acted, but its answer was lost, came too late or was not the server's (issue 17, point 6).
   * The screen must be fetched again; a retry with the same key can only confirm.
   */
  get unconfirmed(): boolean {
    return this.write && outcomeUnknown(this.failure);
  }
}

/**
 * Whether a request that failed this way may still have acted on the server. An envelope is the
 * server's own word (acted or refused) — except "still being processed" (409 to a repeat while
 * the first runs, decision 0011). Not sent at all (offline, setup) is known not to have acted.
 */
export function outcomeUnknown(failure: ApiFailure): boolean {
  switch (failure.kind) {
    case "envelope":
      return isRequestInProgress(failure);
    case "http":
    case "timeout":
      return true;
    case "network":
      return !failure.offline;
    case "setup":
      return false;
  }
}

const IN_PROGRESS = new Set(REQUEST_IN_PROGRESS_TEXTS.map((text) => text.toLowerCase()));

/** The answer to a repeat of a write whose first request still runs (409, decision 0011). */
export function isRequestInProgress(failure: ApiFailure): boolean {
  return (
    failure.kind === "envelope" &&
    failure.code === ResultCode.conflict &&
    IN_PROGRESS.has(failure.msg.trim().toLowerCase())
  );
}

function describe(failure: ApiFailure): string {
  switch (failure.kind) {
    case "envelope":
      return `code ${failure.code}: ${failure.msg}`;
    case "http":
      return `HTTP ${failure.status}`;
    case "network":
      return "network error";
    case "timeout":
      return "timed out";
    case "setup":
      return `request not sent: ${failure.reason}`;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

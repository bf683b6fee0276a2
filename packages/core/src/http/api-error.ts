/**
 * Every way a call can fail, as data. `decideError` turns one into what the user sees.
 * - envelope: the server answered with a `code` other than 200;
 * - http: the server answered with an HTTP status other than 2xx;
 * - network: no usable answer (connection refused, reset, or a body that is not an envelope);
 * - timeout: no answer within the time-out (10 s, spec §9);
 * - setup: the request could not even be built (bad header value, unserialisable body).
 */
export type ApiFailure =
  | { kind: "envelope"; code: number; msg: string; data: unknown }
  | { kind: "http"; status: number; body: string }
  | { kind: "network"; body: string | null }
  | { kind: "timeout" }
  | { kind: "setup"; reason: string };

export class ApiError extends Error {
  readonly failure: ApiFailure;
  readonly endpointId: string;

  constructor(endpointId: string, failure: ApiFailure) {
    super(describe(failure));
    this.name = "ApiError";
    this.endpointId = endpointId;
    this.failure = failure;
  }
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

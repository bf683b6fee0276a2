import { LOGIN_REQUIRED_TEXTS, ResultCode } from "@campus/contract";
import type { ApiFailure } from "../http/api-error";
import { ChunkLoadError } from "./load-chunk";

/** Where the failure happened decides what 'please log in first' does (spec §8). */
export type ErrorArea = "library" | "registration" | "portal";

/** How long an error message stays (spec §8: 2.5 s). */
export const ERROR_MESSAGE_MS = 2_500;

/**
 * What the user is shown for a failure. `decideError` picks one; `applyDecision` carries it
 * out through effects the surrounding app supplies, so core stays free of UI.
 */
export type ErrorDecision = (
  | { kind: "login"; area: ErrorArea }
  | { kind: "maintenance" }
  | { kind: "goHome" }
  | { kind: "message"; text: string; durationMs: number }
  | { kind: "httpStatus"; status: number }
  /** `offline`: the browser knew it had no connection, and nothing was sent. */
  | { kind: "network"; offline?: true }
  | { kind: "timeout" }
  | { kind: "chunk" }
) & {
  /**
   * A write whose outcome is unknown (issue 17, point 6): the screen is fetched again and the
   * words say so — look at the page, and "try again" cannot do it twice.
   */
  unconfirmed?: true;
};

export interface DecideOptions {
  /** The failed call was a write whose outcome is unknown (`ApiError.unconfirmed`). */
  unconfirmed?: boolean;
}

/** "Please log in first" in every language: the server may say it with any code. */
const LOGIN_TEXTS = new Set(LOGIN_REQUIRED_TEXTS.map((text) => text.toLowerCase()));

export function isLoginRequired(failure: ApiFailure): boolean {
  if (failure.kind !== "envelope") return false;
  return (
    failure.code === ResultCode.loginRequired || LOGIN_TEXTS.has(failure.msg.trim().toLowerCase())
  );
}

/**
 * One of spec §8's outcomes for a failure. A body that is not the server's envelope (a proxy's
 * "upstream connect error", a gateway's HTML) is never shown: it is not in the user's language
 * and tells them nothing they can act on (issue 17, point 5) — the network message is.
 */
export function decideError(
  failure: ApiFailure | ChunkLoadError,
  area: ErrorArea,
  options: DecideOptions = {},
): ErrorDecision {
  if (failure instanceof ChunkLoadError) return { kind: "chunk" };
  const decision = decide(failure, area);
  return options.unconfirmed && decision.kind !== "login" && decision.kind !== "goHome"
    ? { ...decision, unconfirmed: true }
    : decision;
}

function decide(failure: ApiFailure, area: ErrorArea): ErrorDecision {
  if (isLoginRequired(failure)) return { kind: "login", area };
  switch (failure.kind) {
    case "envelope":
      if (failure.code === ResultCode.maintenance) return { kind: "maintenance" };
      if (failure.code === ResultCode.goHome) return { kind: "goHome" };
      return { kind: "message", text: failure.msg, durationMs: ERROR_MESSAGE_MS };
    case "http":
      return { kind: "httpStatus", status: failure.status };
    case "network":
      return failure.offline ? { kind: "network", offline: true } : { kind: "network" };
    case "timeout":
    case "setup":
      return { kind: "timeout" };
  }
}

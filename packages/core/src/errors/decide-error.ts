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
export type ErrorDecision =
  | { kind: "login"; area: ErrorArea }
  | { kind: "maintenance" }
  | { kind: "goHome" }
  | { kind: "message"; text: string; durationMs: number }
  | { kind: "httpStatus"; status: number }
  | { kind: "network"; body: string | null }
  | { kind: "timeout" }
  | { kind: "chunk" };

/** "Please log in first" in every language: the server may say it with any code. */
const LOGIN_TEXTS = new Set(LOGIN_REQUIRED_TEXTS.map((text) => text.toLowerCase()));

export function isLoginRequired(failure: ApiFailure): boolean {
  if (failure.kind !== "envelope") return false;
  return (
    failure.code === ResultCode.loginRequired || LOGIN_TEXTS.has(failure.msg.trim().toLowerCase())
  );
}

/** A body worth showing: text, not an HTML error page, and not a novel. */
function readableBody(body: string | null): string | null {
  if (!body) return null;
  const text = body.trim();
  if (!text || /^<(!doctype|html)/i.test(text)) return null;
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

export function decideError(failure: ApiFailure | ChunkLoadError, area: ErrorArea): ErrorDecision {
  if (failure instanceof ChunkLoadError) return { kind: "chunk" };
  if (isLoginRequired(failure)) return { kind: "login", area };
  switch (failure.kind) {
    case "envelope":
      if (failure.code === ResultCode.maintenance) return { kind: "maintenance" };
      if (failure.code === ResultCode.goHome) return { kind: "goHome" };
      return { kind: "message", text: failure.msg, durationMs: ERROR_MESSAGE_MS };
    case "http":
      return { kind: "httpStatus", status: failure.status };
    case "network":
      return { kind: "network", body: readableBody(failure.body) };
    case "timeout":
    case "setup":
      return { kind: "timeout" };
  }
}

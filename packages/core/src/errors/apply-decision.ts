import type { IntlShape } from "@formatjs/intl";
import { ERROR_MESSAGE_MS, type ErrorArea, type ErrorDecision } from "./decide-error";

/** What the surrounding app can do. Core decides; the app shows. */
export interface ErrorEffects {
  /** A transient message (spec §9: 3 s by default, errors 2.5 s). */
  toast(text: string, options: { tone: "error"; durationMs: number }): void;
  /** A dialog the user closes. */
  alert(options: { title: string; text: string; action?: "reload" }): void;
  /** Navigate within the app (paths are relative to the app's base). */
  navigate(to: string): void;
  /** Library: forget the stored user and show the login dialog. */
  openLoginDialog(): void;
  /** Forget the session (token and user). */
  clearSession(): void;
}

export interface ErrorContext {
  intl: IntlShape;
  /** The school code in use, for the registration login link. */
  schoolCode?: string | null;
  /** Where the user is now, to come back to after signing in. */
  currentPath?: string;
}

/** Where each area sends a user who must sign in (spec §8). */
export function loginPath(
  area: ErrorArea,
  context: Pick<ErrorContext, "schoolCode" | "currentPath">,
) {
  if (area === "registration") {
    return context.schoolCode
      ? `/registration/login?xschoolCode=${encodeURIComponent(context.schoolCode)}`
      : "/registration/login";
  }
  const back = context.currentPath && context.currentPath !== "/login" ? context.currentPath : null;
  return back ? `/login?redirect=${encodeURIComponent(back)}` : "/login";
}

/**
 * The words for a decision shown in place (beside a form rather than as a toast): the same
 * texts `applyDecision` shows, so a failure reads the same wherever it appears.
 */
export function decisionText(decision: ErrorDecision, intl: IntlShape): string {
  const text = outcomeText(decision, intl);
  return decision.unconfirmed
    ? `${text}${intl.formatMessage({ id: "core.error.unconfirmed" })}`
    : text;
}

function outcomeText(decision: ErrorDecision, intl: IntlShape): string {
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  switch (decision.kind) {
    case "login":
      return t("api.error.loginRequired");
    case "maintenance":
      return t("api.error.maintenance");
    case "goHome":
      return t("api.error.server");
    case "message":
      return decision.text || t("api.error.server");
    case "httpStatus":
      return t("core.error.httpStatus", { status: decision.status });
    case "network":
      return t(decision.offline ? "core.error.offlineTitle" : "core.error.network");
    case "timeout":
      return t("core.error.timeout");
    case "chunk":
      return t("core.error.chunk");
  }
}

export function applyDecision(
  decision: ErrorDecision,
  effects: ErrorEffects,
  context: ErrorContext,
): void {
  const t = (id: string) => context.intl.formatMessage({ id });
  const text = decisionText(decision, context.intl);
  switch (decision.kind) {
    case "login":
      effects.clearSession();
      if (decision.area === "library") effects.openLoginDialog();
      else effects.navigate(loginPath(decision.area, context));
      return;
    case "maintenance":
      effects.alert({ title: t("core.error.maintenanceTitle"), text });
      return;
    case "goHome":
      effects.navigate("/");
      return;
    case "message":
      effects.toast(text, { tone: "error", durationMs: decision.durationMs });
      return;
    case "httpStatus":
      effects.alert({ title: t("core.error.httpTitle"), text });
      return;
    case "network":
      effects.toast(text, { tone: "error", durationMs: ERROR_MESSAGE_MS });
      return;
    case "timeout":
      effects.toast(text, { tone: "error", durationMs: ERROR_MESSAGE_MS });
      return;
    case "chunk":
      effects.alert({ title: t("core.error.chunkTitle"), text, action: "reload" });
      return;
  }
}

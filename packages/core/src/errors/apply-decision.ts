import type { IntlShape } from "@formatjs/intl";
import type { ErrorArea, ErrorDecision } from "./decide-error";

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

export function applyDecision(
  decision: ErrorDecision,
  effects: ErrorEffects,
  context: ErrorContext,
): void {
  const t = (id: string, values?: Record<string, string | number>) =>
    context.intl.formatMessage({ id }, values);
  switch (decision.kind) {
    case "login":
      effects.clearSession();
      if (decision.area === "library") effects.openLoginDialog();
      else effects.navigate(loginPath(decision.area, context));
      return;
    case "maintenance":
      effects.alert({ title: t("core.error.maintenanceTitle"), text: t("api.error.maintenance") });
      return;
    case "goHome":
      effects.navigate("/");
      return;
    case "message":
      effects.toast(decision.text || t("api.error.server"), {
        tone: "error",
        durationMs: decision.durationMs,
      });
      return;
    case "httpStatus":
      effects.alert({
        title: t("core.error.httpTitle"),
        text: t("core.error.httpStatus", { status: decision.status }),
      });
      return;
    case "network":
      effects.toast(decision.body ?? t("core.error.network"), { tone: "error", durationMs: 2_500 });
      return;
    case "timeout":
      effects.toast(t("core.error.timeout"), { tone: "error", durationMs: 2_500 });
      return;
    case "chunk":
      effects.alert({
        title: t("core.error.chunkTitle"),
        text: t("core.error.chunk"),
        action: "reload",
      });
      return;
  }
}

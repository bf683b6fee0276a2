import { type Locale, type LoginRequest, type UserInfo, accountApiRoutes } from "@campus/contract";
import { ApiError, isApiError } from "../http/api-error";
import {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
} from "../http/api-client";
import { forgetDrafts } from "../storage/namespaced-storage";
import { getLocaleStore, type LocaleStore } from "../stores/locale-store";
import { getSchoolStore, type SchoolStore } from "../stores/school-store";
import { currentChild, getSessionStore, type SessionStore } from "../stores/session-store";

export interface CampusRuntimeOptions {
  baseURL: ApiClientOptions["baseURL"];
  onError?: ApiClientOptions["onError"];
  timeoutMs?: number;
  session?: SessionStore;
  school?: SchoolStore;
  locale?: LocaleStore;
}

/**
 * The client side of a page: one API client wired to the shared stores, and the session
 * actions every surface needs. The portal makes one; the embed bundle makes one for all its
 * elements, so signing in through one element signs in all of them.
 */
export interface CampusRuntime {
  api: ApiClient;
  session: SessionStore;
  school: SchoolStore;
  locale: LocaleStore;
  /** Signs in; `silent` when the caller shows the failure itself (a sign-in form does). */
  signIn(input: Omit<LoginRequest, "lang">, options?: CallOptions): Promise<UserInfo>;
  signOut(): Promise<void>;
  /** Reloads user info when there is a token; null when signed out. */
  refreshUser(): Promise<UserInfo | null>;
  switchChild(childId: number): Promise<UserInfo>;
  /** Switches language at once, and stores it on the server when signed in (change_lang). */
  switchLocale(locale: Locale): Promise<void>;
  /**
   * Hands a failure to the error catalogue unless it was shown already (one error path, issue
   * 17 point 5): for a `silent` call whose screen decided not to show it after all, and for
   * anything thrown that is not an API error (shown as a failed request, never swallowed).
   */
  reportError(error: unknown): void;
}

/**
 * What signing out does on this device, whatever the server said: the session goes, and nothing
 * the person was typing stays in the tab (a shared phone). The stories' runtime does the same.
 */
export function signOutHere(session: SessionStore): void {
  session.getState().signOut();
  forgetDrafts();
}

export function createCampusRuntime(options: CampusRuntimeOptions): CampusRuntime {
  const session = options.session ?? getSessionStore();
  const school = options.school ?? getSchoolStore();
  const locale = options.locale ?? getLocaleStore();

  const api = createApiClient({
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs,
    onError: options.onError,
    headers: () => {
      const { token, user } = session.getState();
      const child = currentChild(user);
      return {
        token,
        studentId: child?.id ?? null,
        schoolCode:
          school.getState().code ?? child?.school_student.school.code ?? user?.school?.code ?? null,
        acceptLanguage: locale.getState().locale,
      };
    },
  });

  async function refreshUser() {
    if (!session.getState().token) return null;
    const user = await api.request(accountApiRoutes.userInfo, {});
    session.getState().setUser(user);
    return user;
  }

  return {
    api,
    session,
    school,
    locale,
    async signIn(input, callOptions) {
      const result = await api.request(
        accountApiRoutes.login,
        { body: { ...input, lang: locale.getState().locale } },
        callOptions,
      );
      session.getState().signIn(result.token, result.user, result.expires_at);
      session.getState().rememberLoginType(input.type);
      return result.user;
    },
    async signOut() {
      try {
        if (session.getState().token)
          await api.request(accountApiRoutes.logout, {}, { silent: true });
      } finally {
        // Signing out locally must not depend on the server being reachable.
        signOutHere(session);
      }
    },
    refreshUser,
    async switchChild(childId) {
      try {
        const user = await api.request(accountApiRoutes.setChild, { query: { id: childId } });
        session.getState().setUser(user);
        return user;
      } catch (error) {
        // The answer was lost or came late: the server may have switched (it acts for the
        // session's child). The screen takes the server's word, not its own guess.
        if (isApiError(error) && error.unconfirmed) await refreshUser().catch(() => null);
        throw error;
      }
    },
    reportError(error) {
      const apiError = isApiError(error)
        ? error
        : new ApiError("unknown", { kind: "setup", reason: String(error) });
      if (!isApiError(error)) console.error(error);
      if (apiError.reported) return;
      apiError.reported = true;
      options.onError?.(apiError, {});
    },
    async switchLocale(next) {
      locale.getState().setLocale(next);
      const { token, user } = session.getState();
      if (!token) return;
      await api.request(accountApiRoutes.changeLang, { query: { lang: next } });
      if (user) session.getState().setUser({ ...user, lang: next });
    },
  };
}

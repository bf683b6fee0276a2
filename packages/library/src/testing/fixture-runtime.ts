import type { Endpoint, EndpointId, UserInfo } from "@campus/contract";
import {
  ApiError,
  createLocaleStore,
  createNamespacedStorage,
  createSchoolStore,
  createSessionStore,
  isApiError,
  type ApiClient,
  type CampusRuntime,
} from "@campus/core";

/** What a story's fake API answers, per endpoint id: data, or a thrown `refuse(…)`. */
export type FixtureHandlers = Partial<
  Record<EndpointId, (body: Record<string, unknown>) => unknown>
>;

/** A refusal as the server sends it: an envelope with a code and a message in the user's language. */
export function refuse(msg: string, code = 409, data: unknown = null): never {
  throw { kind: "envelope", code, msg, data };
}

export interface FixtureRuntime extends CampusRuntime {
  /** Every call made, newest last: stories assert what the screen asked for. */
  calls: { endpoint: string; body: Record<string, unknown> }[];
  /** Where failures go (the story's error effects); nothing is shown until one listens. */
  onError: ((error: ApiError) => void) | null;
}

/**
 * A runtime for stories: real stores (in memory), and an API that answers from fixtures shaped
 * by the contract instead of a server. A call with no handler fails as the server would for an
 * unknown path, so a story shows what happens when something is missing.
 */
export function createFixtureRuntime(
  handlers: FixtureHandlers,
  user: UserInfo | null,
): FixtureRuntime {
  const memory = () => createNamespacedStorage(undefined);
  const session = createSessionStore({ storage: memory() });
  const school = createSchoolStore(memory());
  const locale = createLocaleStore(memory());
  school.getState().setSchool("DEMO", 1);
  if (user)
    session.getState().signIn("story-token", user, new Date(Date.now() + 3_600_000).toISOString());
  const calls: FixtureRuntime["calls"] = [];

  const api: ApiClient = {
    async request(endpoint: Endpoint, input?: { body?: unknown; query?: unknown }) {
      const body = {
        ...((input?.query ?? {}) as object),
        ...((input?.body ?? {}) as object),
      } as Record<string, unknown>;
      calls.push({ endpoint: endpoint.id, body });
      // A moment of latency, so loading states render as they do for real.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const handler = handlers[endpoint.id as EndpointId];
      if (!handler) throw new ApiError(endpoint.id, { kind: "http", status: 404, body: "" });
      try {
        return handler(body) as never;
      } catch (thrown) {
        throw new ApiError(endpoint.id, thrown as ConstructorParameters<typeof ApiError>[1]);
      }
    },
  };

  const runtime: FixtureRuntime = {
    api,
    session,
    school,
    locale,
    calls,
    onError: null,
    reportError(error) {
      const apiError = isApiError(error)
        ? error
        : new ApiError("unknown", { kind: "setup", reason: String(error) });
      if (apiError.reported) return;
      apiError.reported = true;
      runtime.onError?.(apiError);
    },
    async signIn() {
      throw new Error("stories sign in through the fixture user");
    },
    async signOut() {
      session.getState().signOut();
    },
    async refreshUser() {
      return session.getState().user;
    },
    async switchChild(childId) {
      const current = session.getState().user!;
      const next = { ...current, child_user_id: childId };
      session.getState().setUser(next);
      return next;
    },
    async switchLocale(next) {
      locale.getState().setLocale(next);
    },
  };
  return runtime;
}

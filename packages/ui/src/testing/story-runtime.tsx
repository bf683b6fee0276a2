import type { Endpoint, UserInfo } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import {
  ApiError,
  createCampusQueryClient,
  createLocaleStore,
  createNamespacedStorage,
  createSchoolStore,
  createSessionStore,
  RuntimeProvider,
  signOutHere,
  type ApiClient,
  isApiError,
  type CampusRuntime,
  type SignInPromptOptions,
} from "@campus/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { useShowError } from "../error-effects/use-show-error";
import { MemoryRouter, useSearchString } from "../routing/routing";
import { isRefusal, type StoryAnswer } from "./story-answers";

export interface StoryRuntimeState extends CampusRuntime {
  /** Every call made, newest last: stories assert what the screen asked for. */
  calls: { endpoint: string; body: Record<string, unknown> }[];
  /** Where failures go (the story's error effects); nothing is shown until one listens. */
  onError: ((error: ApiError) => void) | null;
}

/**
 * A runtime for stories: real stores (in memory), and an API that serves the story's answers
 * (`answer`, `refuse`, `pending`) instead of a server. A call with no answer fails as the server
 * would for an unknown path, so a story shows what happens when something is missing.
 */
export function createStoryRuntime(
  answers: readonly StoryAnswer[],
  user: UserInfo | null,
): StoryRuntimeState {
  const memory = () => createNamespacedStorage(undefined);
  const session = createSessionStore({ storage: memory() });
  const school = createSchoolStore(memory());
  const locale = createLocaleStore(memory());
  school.getState().setSchool("DEMO", 1);
  if (user)
    session.getState().signIn("story-token", user, new Date(Date.now() + 3_600_000).toISOString());
  const calls: StoryRuntimeState["calls"] = [];
  // The last answer given for an endpoint wins: a story overrides one of a shared set.
  const byEndpoint = new Map(answers.map((a) => [a.endpointId as string, a.reply]));

  const api: ApiClient = {
    async request(endpoint: Endpoint, input?: { body?: unknown; query?: unknown }) {
      const body = {
        ...((input?.query ?? {}) as object),
        ...((input?.body ?? {}) as object),
      } as Record<string, unknown>;
      const at = { path: endpoint.path };
      // As the product's client: a device known to be offline sends nothing.
      if (navigator.onLine === false)
        throw new ApiError(endpoint.id, { kind: "network", body: null, offline: true }, at);
      calls.push({ endpoint: endpoint.id, body });
      // A moment of latency, so loading states render as they do for real.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const reply = byEndpoint.get(endpoint.id);
      if (!reply) throw new ApiError(endpoint.id, { kind: "http", status: 404, body: "" }, at);
      const data = await reply(body);
      if (isRefusal(data)) {
        const { code, msg } = data;
        throw new ApiError(endpoint.id, { kind: "envelope", code, msg, data: data.data }, at);
      }
      return data as never;
    },
    async file(path: string) {
      calls.push({ endpoint: `file:${path}`, body: {} });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const reply = byEndpoint.get(`file:${path}`);
      if (!reply) throw new ApiError(path, { kind: "http", status: 404, body: "" }, { path });
      return (await reply({})) as Blob;
    },
  };

  const runtime: StoryRuntimeState = {
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
      throw new Error("stories sign in through the story's user");
    },
    async signOut() {
      signOutHere(session);
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

/** A fresh query cache that fails at once (no retries), so error states show without waiting. */
/** The product's query cache, fresh for each story. */
export function createStoryQueryClient() {
  return createCampusQueryClient();
}

export interface StoryRuntimeProps {
  signedIn?: boolean;
  /** Answers whether the user signed in when asked (and sees what the dialog was asked to say). */
  onSignInPrompt?: (options: SignInPromptOptions) => boolean;
  /** The address the story opens on. */
  path?: string;
  /** What the API answers (none by default: a piece's story may bring its own query functions). */
  answers?: readonly StoryAnswer[];
  /**
   * Failures go the one error path (`useShowError`, as the portal and elements do), shown by
   * the story's `MessageProvider` and `DialogProvider`; the library's area.
   */
  showErrors?: boolean;
  children: ReactNode;
}

/**
 * What a ui piece that reads the session or the address needs in a story: the story runtime
 * (signed in as a parent unless `signedIn` is false), a fresh query cache and a memory address,
 * shown under the story so a play function can read it. A feature's screen: `ScreenStory`.
 */
export function StoryRuntime({
  signedIn = true,
  onSignInPrompt,
  path = "/",
  answers = [],
  showErrors = false,
  children,
}: StoryRuntimeProps) {
  const [runtime] = useState(() => createStoryRuntime(answers, signedIn ? parentUser() : null));
  const [queryClient] = useState(createStoryQueryClient);
  const promptSignIn = async (options: SignInPromptOptions = {}) =>
    onSignInPrompt?.(options) ?? false;
  return (
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider runtime={runtime} promptSignIn={promptSignIn}>
        {showErrors && <ShowErrors runtime={runtime} promptSignIn={promptSignIn} />}
        <MemoryRouter path={path}>
          {children}
          <Address />
        </MemoryRouter>
      </RuntimeProvider>
    </QueryClientProvider>
  );
}

function ShowErrors({
  runtime,
  promptSignIn,
}: {
  runtime: StoryRuntimeState;
  promptSignIn: (options: SignInPromptOptions) => Promise<boolean>;
}) {
  const showError = useShowError({
    area: () => "library",
    navigate: () => undefined,
    promptSignIn,
    clearSession: () => undefined,
    context: () => ({}),
  });
  useEffect(() => {
    runtime.onError = showError;
    return () => {
      runtime.onError = null;
    };
  }, [runtime, showError]);
  return null;
}

function Address() {
  return <output data-testid="address">{useSearchString()}</output>;
}

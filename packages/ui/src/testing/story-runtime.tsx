import {
  createCampusRuntime,
  createLocaleStore,
  createNamespacedStorage,
  createSchoolStore,
  createSessionStore,
  RuntimeProvider,
  type ApiClient,
  type ApiError,
} from "@campus/core";
import { parentUser } from "@campus/contract/fixtures";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useShowError } from "../error-effects/use-show-error";
import { MemoryRouter, useSearchString } from "../routing/routing";

export interface StoryRuntimeProps {
  signedIn?: boolean;
  /** Answers whether the user signed in when asked. */
  onSignInPrompt?: () => boolean;
  /** The address the story opens on. */
  path?: string;
  /**
   * Failures go the one error path (`useShowError`, as the portal and elements do), shown by
   * the story's `MessageProvider` and `DialogProvider`; the library's area.
   */
  showErrors?: boolean;
  children: ReactNode;
}

/**
 * What a ui piece that reads the session or the address needs in a story: a runtime on memory
 * stores (its API answers nothing: the story's own query functions stand in), a fresh query
 * cache and a memory address, shown under the story so a play function can read it.
 */
export function StoryRuntime({
  signedIn = true,
  onSignInPrompt,
  path = "/",
  showErrors = false,
  children,
}: StoryRuntimeProps) {
  const listener = useRef<((error: ApiError) => void) | null>(null);
  const [runtime] = useState(() => {
    const memory = () => createNamespacedStorage(undefined);
    const api: ApiClient = {
      request: () => Promise.reject(new Error("stories answer through their own query functions")),
    };
    const created = {
      ...createCampusRuntime({
        baseURL: "",
        onError: (error) => listener.current?.(error),
        session: createSessionStore({ storage: memory() }),
        school: createSchoolStore(memory()),
        locale: createLocaleStore(memory()),
      }),
      api,
    };
    if (signedIn) created.session.getState().signIn("story-token", parentUser());
    return created;
  });
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const promptSignIn = async () => onSignInPrompt?.() ?? false;
  return (
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider runtime={runtime} promptSignIn={promptSignIn}>
        {showErrors && <ShowErrors listener={listener} promptSignIn={promptSignIn} />}
        <MemoryRouter path={path}>
          {children}
          <Address />
        </MemoryRouter>
      </RuntimeProvider>
    </QueryClientProvider>
  );
}

function ShowErrors({
  listener,
  promptSignIn,
}: {
  listener: RefObject<((error: ApiError) => void) | null>;
  promptSignIn: () => Promise<boolean>;
}) {
  const showError = useShowError({
    area: () => "library",
    navigate: () => undefined,
    promptSignIn,
    clearSession: () => undefined,
    context: () => ({}),
  });
  useEffect(() => {
    listener.current = showError;
    return () => {
      listener.current = null;
    };
  }, [listener, showError]);
  return null;
}

function Address() {
  return <output data-testid="address">{useSearchString()}</output>;
}

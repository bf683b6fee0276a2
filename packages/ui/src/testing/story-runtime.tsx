import {
  createCampusRuntime,
  createLocaleStore,
  createNamespacedStorage,
  createSchoolStore,
  createSessionStore,
  RuntimeProvider,
  type ApiClient,
} from "@campus/core";
import { parentUser } from "@campus/contract/fixtures";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { MemoryRouter, useSearchString } from "../routing/routing";

export interface StoryRuntimeProps {
  signedIn?: boolean;
  /** Answers whether the user signed in when asked. */
  onSignInPrompt?: () => boolean;
  /** The address the story opens on. */
  path?: string;
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
  children,
}: StoryRuntimeProps) {
  const [runtime] = useState(() => {
    const memory = () => createNamespacedStorage(undefined);
    const api: ApiClient = {
      request: () => Promise.reject(new Error("stories answer through their own query functions")),
    };
    const created = {
      ...createCampusRuntime({
        baseURL: "",
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
  return (
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider runtime={runtime} promptSignIn={async () => onSignInPrompt?.() ?? false}>
        <MemoryRouter path={path}>
          {children}
          <Address />
        </MemoryRouter>
      </RuntimeProvider>
    </QueryClientProvider>
  );
}

function Address() {
  return <output data-testid="address">{useSearchString()}</output>;
}

import type { Locale, UserInfo } from "@campus/contract";
import { RuntimeProvider } from "@campus/core";
import { DialogProvider, MemoryRouter, MessageProvider, useSearchString } from "@campus/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ComponentType } from "react";
import { Route, Switch, useLocation } from "wouter";
import { createFixtureRuntime, type FixtureHandlers, type FixtureRuntime } from "./fixture-runtime";

export interface LibraryStoryProps {
  /** The address the screen opens on, query included. */
  path: string;
  /** Where the screen is mounted (its route path). */
  route: string;
  screen: ComponentType;
  handlers: FixtureHandlers;
  /** Signed in as this user; signed out when null. */
  user: UserInfo | null;
  locale?: Locale;
  /** Called when a screen asks for sign-in; answers whether it happened. */
  onSignInPrompt?: () => boolean;
  /** Receives the runtime, so a story can read the calls made. */
  onRuntime?: (runtime: FixtureRuntime) => void;
}

/**
 * A library screen as a story: the fixture runtime, a fresh query cache, toasts and dialogs,
 * and a memory location on the screen's own path (other library paths render their address, so
 * a story can assert where a link or action went).
 */
export function LibraryStory({
  path,
  route,
  screen: Screen,
  handlers,
  user,
  locale = "zh-TW",
  onSignInPrompt,
  onRuntime,
}: LibraryStoryProps) {
  const [runtime] = useState(() => {
    const created = createFixtureRuntime(handlers, user);
    created.locale.getState().setLocale(locale);
    onRuntime?.(created);
    return created;
  });
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MessageProvider>
        <DialogProvider>
          <RuntimeProvider runtime={runtime} promptSignIn={async () => onSignInPrompt?.() ?? false}>
            <MemoryRouter path={path}>
              <Switch>
                <Route path={route} component={Screen} />
                <Route>
                  <Elsewhere />
                </Route>
              </Switch>
            </MemoryRouter>
          </RuntimeProvider>
        </DialogProvider>
      </MessageProvider>
    </QueryClientProvider>
  );
}

function Elsewhere() {
  const [pathname] = useLocation();
  const search = useSearchString();
  return <p data-testid="navigated">{pathname + search}</p>;
}

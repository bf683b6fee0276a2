import styled from "styled-components";
import { screenContainer } from "../theme/theme";
import type { Locale, UserInfo } from "@campus/contract";
import { RuntimeProvider, type SignInPromptOptions } from "@campus/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState, type ComponentType } from "react";
import { Route, Switch, useLocation } from "wouter";
import { DialogProvider } from "../dialog/dialog-provider";
import { MessageProvider } from "../message/message";
import { MemoryRouter, useSearchString } from "../routing/routing";
import type { StoryAnswer } from "./story-answers";
import {
  createStoryQueryClient,
  createStoryRuntime,
  type StoryRuntimeState,
} from "./story-runtime";

export interface ScreenStoryProps {
  /** The address the screen opens on, query included. */
  path: string;
  /** Where the screen is mounted (its route path). */
  route: string;
  screen: ComponentType;
  /** What the API answers: `answer(endpoints.x, data)`, `refuse(…)`, `pending(…)`. */
  answers: readonly StoryAnswer[];
  /** Signed in as this user; signed out when null. */
  user: UserInfo | null;
  locale?: Locale;
  /** Called when a screen asks for sign-in; answers whether it happened. */
  /** Answers a sign-in prompt (and sees what it was asked to say: its reason and purpose). */
  onSignInPrompt?: (options?: SignInPromptOptions) => boolean;
  /** Receives the runtime, so a story can read the calls made (`callLog()`). */
  onRuntime?: (runtime: StoryRuntimeState) => void;
}

/**
 * A feature's screen as a story: the story runtime serving `answers`, a fresh query cache,
 * toasts and dialogs, and a memory location on the screen's own path (other paths render their
 * address, so a story can assert where a link or action went).
 */
export function ScreenStory({
  path,
  route,
  screen: Screen,
  answers,
  user,
  locale = "zh-TW",
  onSignInPrompt,
  onRuntime,
}: ScreenStoryProps) {
  const [runtime] = useState(() => {
    const created = createStoryRuntime(answers, user);
    created.locale.getState().setLocale(locale);
    onRuntime?.(created);
    return created;
  });
  const [queryClient] = useState(createStoryQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MessageProvider>
        <DialogProvider>
          <RuntimeProvider
            runtime={runtime}
            promptSignIn={async (options) => onSignInPrompt?.(options) ?? false}
          >
            <MemoryRouter path={path}>
              <ScreenBox>
                {/* As a route is in the portal and an element: a screen may wait (Suspense). */}
                <Suspense fallback={null}>
                  <Switch>
                    <Route path={route} component={Screen} />
                    <Route>
                      <Elsewhere />
                    </Route>
                  </Switch>
                </Suspense>
              </ScreenBox>
            </MemoryRouter>
          </RuntimeProvider>
        </DialogProvider>
      </MessageProvider>
    </QueryClientProvider>
  );
}

/** The box a screen lays out in, as the portal's content column is (`screen` queries). */
const ScreenBox = styled.div`
  ${screenContainer}
`;

function Elsewhere() {
  const [pathname] = useLocation();
  const search = useSearchString();
  return <p data-testid="navigated">{pathname + search}</p>;
}

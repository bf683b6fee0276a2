import { useIntl, useRuntime, useSignInPrompt } from "@campus/core";
import { Button, Empty } from "@campus/ui";
import type { ReactNode } from "react";
import { useStore } from "zustand";

/**
 * A reader's own page (records, favourites, reviews): signed out, it offers to log in
 * instead (spec §2: library actions need a logged-in user).
 */
export function RequireReader({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  const promptSignIn = useSignInPrompt();
  const intl = useIntl();
  const signedIn = useStore(runtime.session, (s) => Boolean(s.token && s.user));
  if (signedIn) return children;
  return (
    <Empty
      title={intl.formatMessage({ id: "library.signIn.needed" })}
      description={intl.formatMessage({ id: "library.signIn.why" })}
      action={
        <Button variant="primary" onClick={() => void promptSignIn()}>
          {intl.formatMessage({ id: "library.signIn.action" })}
        </Button>
      }
    />
  );
}

/** Runs `action` once the user is signed in, asking them to sign in first if needed. */
export function useSignedInAction() {
  const runtime = useRuntime();
  const promptSignIn = useSignInPrompt();
  return async (action: () => unknown) => {
    if (!runtime.session.getState().token && !(await promptSignIn())) return;
    await action();
  };
}

import { useStore } from "zustand";
import type { SessionState } from "../stores/session-store";
import { useRuntime, useSignInPrompt } from "./runtime-context";

/** A value read from the page's session, re-rendering when it changes. */
export function useSession<T>(select: (session: SessionState) => T): T {
  return useStore(useRuntime().session, select);
}

/**
 * Runs `action` once the user is signed in, asking them to sign in first if needed (spec §2:
 * library actions need a logged-in user; the surface decides how it asks — decision 0005).
 * Resolves to what the action returned, or undefined when the user did not sign in.
 */
export function useSignedInAction() {
  const runtime = useRuntime();
  const promptSignIn = useSignInPrompt();
  return async <T>(action: () => T | Promise<T>): Promise<T | undefined> => {
    if (!runtime.session.getState().token && !(await promptSignIn())) return undefined;
    return action();
  };
}

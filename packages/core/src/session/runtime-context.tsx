import { createContext, useContext, type ReactNode } from "react";
import { useStore } from "zustand";
import type { SessionState } from "../stores/session-store";
import type { CampusRuntime } from "./campus-runtime";

const RuntimeContext = createContext<CampusRuntime | null>(null);

/**
 * What a surface asks of the user when an action needs a signed-in reader (spec §2: "library
 * actions need a logged-in user; otherwise a login dialog is shown"). The portal sends them to
 * its sign-in page and back; an element opens a sign-in dialog in place. Resolves to whether
 * the user is signed in afterwards, so the action can go on.
 */
export type SignInPrompt = (options?: SignInPromptOptions) => Promise<boolean>;

export interface SignInPromptOptions {
  /** "expired": the session ended while the user was working (issue 17, point 9): say so. */
  reason?: "expired";
  /** What signing in is for, in the reader's words ("sign in to save this book"): said first. */
  purpose?: string;
}

const SignInPromptContext = createContext<SignInPrompt | null>(null);

export interface RuntimeProviderProps {
  runtime: CampusRuntime;
  promptSignIn: SignInPrompt;
  children: ReactNode;
}

/**
 * Hands the page's runtime (API client and shared stores) and its way of asking for sign-in to
 * the features below: the portal and each element provide their own, a feature never imports
 * either.
 */
export function RuntimeProvider({ runtime, promptSignIn, children }: RuntimeProviderProps) {
  return (
    <RuntimeContext value={runtime}>
      <SignInPromptContext value={promptSignIn}>{children}</SignInPromptContext>
    </RuntimeContext>
  );
}

export function useRuntime(): CampusRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("useRuntime must be used inside <RuntimeProvider>");
  return runtime;
}

export function useSignInPrompt(): SignInPrompt {
  const prompt = useContext(SignInPromptContext);
  if (!prompt) throw new Error("useSignInPrompt must be used inside <RuntimeProvider>");
  return prompt;
}

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
  return async <T,>(action: () => T | Promise<T>): Promise<T | undefined> => {
    if (!runtime.session.getState().token && !(await promptSignIn())) return undefined;
    return action();
  };
}

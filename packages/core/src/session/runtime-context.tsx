import { createContext, useContext, type ReactNode } from "react";
import type { CampusRuntime } from "./campus-runtime";

const RuntimeContext = createContext<CampusRuntime | null>(null);

/**
 * What a surface asks of the user when an action needs a signed-in reader (spec §2: "library
 * actions need a logged-in user; otherwise a login dialog is shown"). The portal sends them to
 * its sign-in page and back; an element opens a sign-in dialog in place. Resolves to whether
 * the user is signed in afterwards, so the action can go on.
 */
export type SignInPrompt = () => Promise<boolean>;

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

import { loadChunk, useIntl, useRuntime, type SignInPromptOptions } from "@campus/core";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import styled from "styled-components";
import { useStore } from "zustand";
import { Dialog } from "../dialog/dialog";
import { Skeleton } from "../skeleton/skeleton";
import { theme } from "../theme/theme";

/** The form (and the schema it validates with) loads the first time someone signs in. */
const SignInForm = lazy(() =>
  loadChunk(() => import("../sign-in-form/sign-in-form")).then((m) => ({ default: m.SignInForm })),
);

const Notice = styled.p`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warning};
`;

export interface SignInDialogState extends SignInPromptOptions {
  open: boolean;
  /** Opens the dialog (once, however many ask) and waits for its answer: signed in or not. */
  prompt(options?: SignInPromptOptions): Promise<boolean>;
  /** The dialog's answer, to everyone waiting. */
  settle(ok: boolean): void;
}

/**
 * The sign-in dialog's state: whoever asks waits for the answer. A session that ends under
 * several calls at once (an action and the queries it refetches) opens one dialog, and every
 * one of them goes on once the user has signed in.
 */
export function useSignInDialog(): SignInDialogState {
  const [state, setState] = useState<SignInPromptOptions & { open: boolean }>({ open: false });
  const waiting = useRef<((ok: boolean) => void)[]>([]);
  const settle = useCallback((ok: boolean) => {
    setState({ open: false });
    for (const resolve of waiting.current.splice(0)) resolve(ok);
  }, []);
  const prompt = useCallback((options?: SignInPromptOptions) => {
    setState((now) => ({
      open: true,
      reason: options?.reason ?? now.reason,
      purpose: options?.purpose ?? now.purpose,
    }));
    return new Promise<boolean>((resolve) => waiting.current.push(resolve));
  }, []);
  return { ...state, prompt, settle };
}

export interface SignInDialogProps extends SignInPromptOptions {
  open: boolean;
  onDone: (ok: boolean) => void;
}

/**
 * Sign-in over the page (spec §2, §8: the library's login dialog): what the user was doing
 * stays underneath, and goes on once they have signed in (issue 17, point 9).
 */
export function SignInDialog({ open, reason, purpose, onDone }: SignInDialogProps) {
  const intl = useIntl();
  const runtime = useRuntime();
  const locale = useStore(runtime.locale, (s) => s.locale);
  const lastLoginType = useStore(runtime.session, (s) => s.lastLoginType);
  return (
    <Dialog
      open={open}
      onClose={() => onDone(false)}
      title={intl.formatMessage({ id: "ui.signIn.title" })}
    >
      {open && (reason === "expired" || purpose) && (
        <Notice role="status">
          {reason === "expired" ? intl.formatMessage({ id: "ui.signInDialog.expired" }) : purpose}
        </Notice>
      )}
      {open && (
        <Suspense fallback={<Skeleton lines={4} />}>
          <SignInForm
            locale={locale}
            defaultType={lastLoginType ?? undefined}
            onLocaleChange={(next) => void runtime.switchLocale(next)}
            onSubmit={async (values) => {
              await runtime.signIn(values, { silent: true });
              onDone(true);
            }}
          />
        </Suspense>
      )}
    </Dialog>
  );
}

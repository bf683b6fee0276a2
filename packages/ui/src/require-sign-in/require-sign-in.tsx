import { useIntl, useSession, useSignInPrompt } from "@campus/core";
import type { ReactNode } from "react";
import { Button } from "../button/button";
import { Empty } from "../empty/empty";

export interface RequireSignInProps {
  /** What signing in gives here ("Log in to see your loans…"): the feature's words. */
  why: ReactNode;
  children: ReactNode;
}

/**
 * A signed-in user's own page (records, favourites): signed out, it offers to sign in instead,
 * the surface's own way (a dialog in an element, the sign-in page in the portal).
 */
export function RequireSignIn({ why, children }: RequireSignInProps) {
  const intl = useIntl();
  const promptSignIn = useSignInPrompt();
  const signedIn = useSession((s) => Boolean(s.token && s.user));
  if (signedIn) return children;
  return (
    <Empty
      title={intl.formatMessage({ id: "api.error.loginRequired" })}
      description={why}
      action={
        <Button variant="primary" onClick={() => void promptSignIn()}>
          {intl.formatMessage({ id: "ui.requireSignIn.action" })}
        </Button>
      }
    />
  );
}

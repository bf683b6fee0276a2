import {
  applyDecision,
  decideError,
  useIntl,
  useRuntime,
  type ApiError,
  type CampusRuntime,
  type ErrorArea,
  type SignInPromptOptions,
} from "@campus/core";
import { useCallback, useRef } from "react";
import { useAlert } from "../dialog/dialog-provider";
import { useMessage } from "../message/message";

/**
 * What the sign-in dialog says when the server asks for a sign-in: "your session has ended"
 * only to someone who had one; a visitor who never signed in is just asked to.
 */
export function sessionEnded(runtime: Pick<CampusRuntime, "session">): SignInPromptOptions {
  return runtime.session.getState().token ? { reason: "expired" } : {};
}

export interface ShowErrorOptions {
  /** Where the failed call belongs: decides what 'please log in first' does (spec §8). */
  area: (error: ApiError) => ErrorArea;
  /** Navigate within the surface; `expired` when the session ended mid-work. */
  navigate: (to: string, options: { expired: boolean }) => void;
  /** The library's login dialog over the page; resolves whether the user signed in. */
  promptSignIn: (options: SignInPromptOptions) => Promise<boolean>;
  /** Forget the session: the area's way (the library keeps the page, the rest signs out). */
  clearSession: (area: ErrorArea, signedInAgain: boolean) => void;
  /** The school code and the address now, for the login paths. */
  context: () => { schoolCode?: string | null; currentPath?: string };
}

/**
 * The one error path (issue 17, point 5): an API failure becomes exactly one of spec §8's
 * outcomes, in the user's language, once. A notice already open is not opened again (three
 * queries failing in maintenance mode show one), a toast with the same text restarts the one
 * shown (`MessageProvider`), a write whose outcome is unknown says so.
 */
export function useShowError(options: ShowErrorOptions): (error: ApiError) => void {
  const intl = useIntl();
  const runtime = useRuntime();
  const message = useMessage();
  const alert = useAlert();
  const latest = useRef(options);
  latest.current = options;
  const openNotices = useRef(new Set<string>());

  return useCallback(
    (error: ApiError) => {
      const { area, navigate, promptSignIn, clearSession, context } = latest.current;
      const where = area(error);
      applyDecision(
        decideError(error.failure, where, { unconfirmed: error.unconfirmed }),
        {
          toast: (text, { durationMs }) => message.error(text, { durationMs }),
          alert: ({ title, text, action }) => {
            const notice = `${title}\n${text}`;
            if (openNotices.current.has(notice)) return;
            openNotices.current.add(notice);
            void alert({ title, content: text }).then(() => {
              openNotices.current.delete(notice);
              if (action === "reload") window.location.reload();
            });
          },
          navigate: (to) => navigate(to, { expired: to.includes("login") }),
          // The page stays as it is under the dialog; only a user who does not sign in again
          // loses the session.
          openLoginDialog: () =>
            void promptSignIn(sessionEnded(runtime)).then((ok) => clearSession(where, ok)),
          clearSession: () => {
            if (where !== "library") clearSession(where, false);
          },
        },
        { intl, ...context() },
      );
    },
    [intl, runtime, message, alert],
  );
}

import { ResultCode } from "@campus/contract";
import { decideError, isApiError, useRuntime, useSignInPrompt, type ApiError } from "@campus/core";
import { sessionEnded } from "../error-effects/use-show-error";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { ConfirmOptions } from "./confirm-dialog";
import { useAlert, useConfirm } from "./dialog-provider";
import { useMessage } from "../message/message";

export interface ActionOptions<Row, Result> {
  /** Asks first (a delete, a check-out): the question for this row, or nothing to ask. */
  confirm?: (row: Row) => ConfirmOptions | null;
  /** The change itself: usually a mutation's `mutateAsync`. */
  run: (row: Row) => Promise<Result>;
  /** What to say once it went through (a toast), or nothing. */
  success?: (result: Result, row: Row) => string | null | undefined;
  /** What comes next once it went through (show the slip, clear the form). */
  done?: (result: Result, row: Row) => void;
  /**
   * How a business refusal is shown. `toast` (default): the error catalogue says it. `dialog`:
   * the server's reason in a dialog titled `refusalTitle`, for a refusal the user must be able
   * to read (spec §4: a renewal refused with its reason); the call must be `silent`. A function:
   * the screen shows the reason itself, beside what was sent. Anything that is not a business
   * refusal (maintenance, 324, HTTP status, network, time-out, a key reused) goes the one error
   * path either way.
   */
  refusal?: "toast" | "dialog" | ((reason: string, row: Row) => void);
  refusalTitle?: ReactNode;
  /**
   * A signed-out user is asked to sign in first (spec §2: library actions); a text says what
   * for, at the top of the sign-in dialog ("sign in to save this book to your favourites").
   */
  signIn?: boolean | string;
  /**
   * Whether the action still makes sense for the user who just signed in, asked once the
   * screen's queries hold that user's own data again (issue 9, item 23: a book the child had
   * already reserved). Read fresh data from the query cache: the row is what the signed-out
   * screen showed. No answer: the action goes on.
   */
  stillWanted?: (row: Row) => boolean;
}

/** Codes that are not the business's answer to this action, though they come as envelopes. */
const NOT_A_REFUSAL = new Set<number>([ResultCode.idempotencyKeyReused, ResultCode.serverError]);

/**
 * A business refusal: the server's reason, in the user's language, for not doing this action
 * (already reserved, renewal limit reached) — the one kind of failure a screen may word itself.
 */
export function isBusinessRefusal(
  error: unknown,
): error is ApiError & { failure: { kind: "envelope"; msg: string } } {
  return (
    isApiError(error) &&
    error.failure.kind === "envelope" &&
    !error.unconfirmed &&
    !NOT_A_REFUSAL.has(error.failure.code) &&
    error.failure.msg.trim() !== "" &&
    decideError(error.failure, "portal").kind === "message"
  );
}

/** Which row is busy: a record by its `id`, anything else by itself. */
const keyOf = (row: unknown) =>
  typeof row === "object" && row !== null && "id" in row ? row.id : row;

/**
 * One "ask → do → say so" flow for every action a user takes on a record: confirm if asked,
 * run, toast the success, show a refusal the way `refusal` says, and mark the row busy
 * meanwhile. `run(row)` resolves to whether the change went through and never rejects: every
 * other failure goes the one error path, once (issue 17, point 5); nothing the user typed is
 * lost, the caller decides what comes next. A session that ended mid-action asks the user to
 * sign in again, over the page, and then goes on with the same row (issue 17, point 9).
 */
export function useAction<Row = void, Result = unknown>(options: ActionOptions<Row, Result>) {
  const confirm = useConfirm();
  const alert = useAlert();
  const message = useMessage();
  const queryClient = useQueryClient();
  const promptSignIn = useSignInPrompt();
  const runtime = useRuntime();
  const [busy, setBusy] = useState<unknown[]>([]);

  const attempt = async (row: Row, signedInAgain: boolean): Promise<boolean> => {
    try {
      const result = await options.run(row);
      const text = options.success?.(result, row);
      if (text) message.success(text);
      options.done?.(result, row);
      return true;
    } catch (error) {
      if (
        !signedInAgain &&
        isApiError(error) &&
        decideError(error.failure, "library").kind === "login"
      ) {
        // Nothing was done (access is checked first); once signed in, do it as asked.
        return (await promptSignIn(sessionEnded(runtime))) ? attempt(row, true) : false;
      }
      const { refusal } = options;
      if (refusal && refusal !== "toast" && isBusinessRefusal(error)) {
        if (refusal === "dialog")
          await alert({ title: options.refusalTitle, content: error.failure.msg });
        else refusal(error.failure.msg, row);
        return false;
      }
      runtime.reportError(error);
      return false;
    }
  };

  const act = async (row: Row): Promise<boolean> => {
    const question = options.confirm?.(row);
    if (question && !(await confirm(question))) return false;
    const key = keyOf(row);
    setBusy((keys) => [...keys, key]);
    try {
      return await attempt(row, false);
    } finally {
      setBusy((keys) => keys.filter((k) => k !== key));
    }
  };

  // Signed out, the screen showed what anybody sees; signed in, it may be another story. The
  // action goes on only on the user's own data, and only if it still makes sense there.
  const signInFirst = async (row: Row): Promise<boolean> => {
    const purpose = typeof options.signIn === "string" ? options.signIn : undefined;
    if (!(await promptSignIn(purpose ? { purpose } : undefined))) return false;
    await queryClient.invalidateQueries();
    return options.stillWanted?.(row) ?? true;
  };

  return {
    run: async (row: Row) =>
      options.signIn && !runtime.session.getState().token && !(await signInFirst(row))
        ? false
        : act(row),
    isRunning: (row: Row) => busy.includes(keyOf(row)),
  };
}

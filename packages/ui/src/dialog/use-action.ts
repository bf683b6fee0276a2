import { isApiError, useSignedInAction } from "@campus/core";
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
   * How a refusal is shown. `toast` (default): the error catalogue already said it (the call
   * was not `silent`). `dialog`: the server's reason in a dialog titled `refusalTitle`, for a
   * refusal the user must be able to read (spec §4: a renewal refused with its reason); the
   * call must be `silent`.
   */
  refusal?: "toast" | "dialog";
  refusalTitle?: ReactNode;
  /** A signed-out user is asked to sign in first (spec §2: library actions). */
  signIn?: boolean;
}

/** Which row is busy: a record by its `id`, anything else by itself. */
const keyOf = (row: unknown) =>
  typeof row === "object" && row !== null && "id" in row ? row.id : row;

/**
 * One "ask → do → say so" flow for every action a user takes on a record: confirm if asked,
 * run, toast the success, show a refusal the way `refusal` says, and mark the row busy
 * meanwhile. `run(row)` resolves to whether the change went through, never rejects for a
 * refusal: nothing the user typed is lost, the caller decides what comes next.
 */
export function useAction<Row = void, Result = unknown>(options: ActionOptions<Row, Result>) {
  const confirm = useConfirm();
  const alert = useAlert();
  const message = useMessage();
  const signedIn = useSignedInAction();
  const [busy, setBusy] = useState<unknown[]>([]);

  const act = async (row: Row): Promise<boolean> => {
    const question = options.confirm?.(row);
    if (question && !(await confirm(question))) return false;
    const key = keyOf(row);
    setBusy((keys) => [...keys, key]);
    try {
      const result = await options.run(row);
      const text = options.success?.(result, row);
      if (text) message.success(text);
      options.done?.(result, row);
      return true;
    } catch (error) {
      if (options.refusal !== "dialog") return false;
      // Other failures than a refusal are not this flow's to word (issue 17 gives every call
      // one error path); until then they surface as before.
      if (!isApiError(error) || error.failure.kind !== "envelope") throw error;
      await alert({ title: options.refusalTitle, content: error.failure.msg });
      return false;
    } finally {
      setBusy((keys) => keys.filter((k) => k !== key));
    }
  };

  return {
    run: async (row: Row) =>
      options.signIn ? ((await signedIn(() => act(row))) ?? false) : act(row),
    isRunning: (row: Row) => busy.includes(keyOf(row)),
  };
}

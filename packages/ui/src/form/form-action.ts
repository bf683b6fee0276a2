import type { ErrorArea } from "@campus/core";
import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { ConfirmOptions } from "../dialog/confirm-dialog";
import { useConfirm } from "../dialog/dialog-provider";
import { useMessage } from "../message/message";
import { useServerErrors } from "./server-errors";

export interface FormActionOptions<T extends FieldValues, Result> {
  /** Asks first ("send the record to the school?"): the question, or nothing to ask. */
  confirm?: (values: T) => ConfirmOptions | null;
  /**
   * Sends the form: usually a mutation's `mutateAsync`. Null: it stopped and said why itself
   * (`setProblem`), nothing to toast.
   */
  run: (values: T) => Promise<Result | null>;
  /** What to say once it went through (a toast), or nothing. */
  success?: (result: Result, values: T) => string | null | undefined;
  /** What comes next once it went through (leave the page, clear the draft). */
  done?: (result: Result, values: T) => void;
  /** Where a refusal that is not about a field is worded for ("registration": its own frame). */
  area?: ErrorArea;
}

/**
 * A form's "ask → send → say so", as `useAction` is a record's: confirm if asked, send, toast the
 * success and go on. A refusal stays on the form with everything typed: the server's field
 * messages beside their fields, any other reason in `problem`, for above the button. `submit`
 * answers the result, or null when nothing went through.
 */
export function useFormAction<T extends FieldValues, Result>(
  form: Pick<UseFormReturn<T>, "setError">,
  options: FormActionOptions<T, Result>,
) {
  const confirm = useConfirm();
  const message = useMessage();
  const serverErrors = useServerErrors(options.area);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: T): Promise<Result | null> => {
    const question = options.confirm?.(values);
    if (question && !(await confirm(question))) return null;
    setProblem(null);
    let result: Result | null;
    try {
      result = await options.run(values);
    } catch (error) {
      const said = serverErrors(form, error);
      if (said !== true) setProblem(said);
      return null;
    }
    if (result === null) return null;
    const text = options.success?.(result, values);
    if (text) message.success(text);
    options.done?.(result, values);
    return result;
  };

  return { submit, problem, setProblem };
}

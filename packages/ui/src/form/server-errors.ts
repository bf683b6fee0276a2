import { isValidationFailure } from "@campus/contract";
import { decideError, decisionText, isApiError, useIntl, type ErrorArea } from "@campus/core";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * A refusal shown in a form: the server's field messages beside their fields (answered `true`),
 * anything else as one text for above the button. Not an API error: thrown on, never swallowed.
 */
export function useServerErrors(area: ErrorArea = "portal") {
  const intl = useIntl();
  return <T extends FieldValues>(
    form: Pick<UseFormReturn<T>, "setError">,
    error: unknown,
  ): true | string => {
    if (!isApiError(error)) throw error;
    const { failure } = error;
    if (
      failure.kind === "envelope" &&
      isValidationFailure(failure.data) &&
      failure.data.fields.length > 0
    ) {
      for (const { field, message } of failure.data.fields)
        form.setError(field as Path<T>, { type: "server", message });
      return true;
    }
    return decisionText(decideError(failure, area), intl);
  };
}

/**
 * A refusal a screen words itself beside what was sent (an upload's file, say): the first field
 * message, or the server's reason. Null for what the one error path says instead (a lost
 * connection, an ended session, maintenance).
 */
export function refusalText(error: unknown, area: ErrorArea = "portal"): string | null {
  if (!isApiError(error) || error.failure.kind !== "envelope") return null;
  if (decideError(error.failure, area).kind !== "message") return null;
  const { data, msg } = error.failure;
  return (isValidationFailure(data) ? data.fields[0]?.message : undefined) ?? msg;
}

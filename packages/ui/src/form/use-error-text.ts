import { useIntl } from "@campus/core";
import type { FieldError } from "react-hook-form";

/**
 * A field error as the form holds it: `message` is a message id of the catalogue (from the
 * schema, worded by the contract's `describeIssue`) with its `values`, or a text already in
 * the user's language (a server's answer passed to `setError`).
 */
export interface CampusFieldError extends FieldError {
  values?: Record<string, string | number>;
}

/** Turns a form error into the text shown to the user, in their language. */
export function useErrorText() {
  const intl = useIntl();
  return (error: { message?: string; values?: Record<string, string | number> }) => {
    const message = error.message || "validation.invalid";
    return message in intl.messages ? intl.formatMessage({ id: message }, error.values) : message;
  };
}

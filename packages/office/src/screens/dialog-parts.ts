import { isApiError } from "@campus/core";
import { theme } from "@campus/ui";
import styled from "styled-components";

/*
 * What the console's small form dialogs share (activation letters, a staff member): the form's
 * column, its lead, a refusal not tied to a field, and which field a refusal names.
 */

export const DialogForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

export const DialogLead = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

export const DialogProblem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

/** The field a refusal names (the server's `data.fields`), if any. */
export function refusedField(error: unknown): string | undefined {
  if (!isApiError(error) || error.failure.kind !== "envelope") return undefined;
  const data = error.failure.data as { fields?: { field?: string }[] } | null;
  return data?.fields?.[0]?.field;
}

import type { z } from "zod";
import type { ContractMessageId } from "./messages";

export interface IssueMessage {
  /** Dotted path of the field, "" for the whole input. */
  field: string;
  id: ContractMessageId;
  values: Record<string, number | string>;
}

/**
 * A check's own message: a contract validation text, or a feature's (`library.error.isbn`),
 * which that feature's client catalogue holds as well as the server's.
 */
const OWN_IDS = /^(?:validation|[a-z]+\.error)\.[A-Za-z]+$/;
const SPECIFIC_REQUIRED = /^validation\.[A-Za-z]+Required$/;
/** Limits worded by their own message, which names the limit. */
const MAX_IDS: ReadonlySet<string> = new Set([
  "validation.tooManyFiles",
  "validation.tooManyItems",
]);

/**
 * Turns a zod issue into a message id of the contract's catalogue with its values, so client
 * and server word a validation failure the same way in each language. Parse with
 * `{ reportInput: true }` so a missing field reads "please fill in this item".
 */
export function describeIssue(issue: z.core.$ZodIssue): IssueMessage {
  const field = issue.path.map(String).join(".");
  const missing =
    "input" in issue && (issue.input === undefined || issue.input === null || issue.input === "");
  if (missing && issue.code !== "custom") {
    // A field may say what is missing in its own words ("please enter the reason", spec §5).
    const id = SPECIFIC_REQUIRED.test(issue.message) ? issue.message : "validation.required";
    return { field, id: id as ContractMessageId, values: {} };
  }
  // Size and type issues are worded from their own facts (a limit, a wrong type); others may
  // carry a message id of their own, such as a phone number's format.
  const worded =
    issue.code !== "too_big" && issue.code !== "too_small" && issue.code !== "invalid_type";
  if (worded && OWN_IDS.test(issue.message)) {
    // A refinement's own facts (`params: { max }`) fill its message's placeholders.
    const params = issue.code === "custom" ? issue.params : undefined;
    return { field, id: issue.message as ContractMessageId, values: { ...params } };
  }
  switch (issue.code) {
    case "too_big": {
      const max = Number(issue.maximum);
      // A limit with words of its own ("at most {max} files").
      if (MAX_IDS.has(issue.message))
        return { field, id: issue.message as ContractMessageId, values: { max } };
      if (issue.origin === "string") return { field, id: "validation.tooLong", values: { max } };
      return { field, id: "validation.tooLarge", values: { max } };
    }
    case "too_small": {
      const min = Number(issue.minimum);
      // An empty list that says what is missing in its own words ("please upload the photo").
      if (issue.origin === "array" && min <= 1 && SPECIFIC_REQUIRED.test(issue.message))
        return { field, id: issue.message as ContractMessageId, values: {} };
      if (issue.origin === "string") {
        return min <= 1
          ? { field, id: "validation.required", values: {} }
          : { field, id: "validation.tooShort", values: { min } };
      }
      return { field, id: "validation.tooSmall", values: { min } };
    }
    case "invalid_value":
      return { field, id: "validation.invalidOption", values: {} };
    case "invalid_type":
    case "invalid_format":
      return { field, id: "validation.invalidType", values: {} };
    default:
      return { field, id: "validation.invalid", values: {} };
  }
}

/** `data` of a validation failure (code 400), read without zod: the field errors, localised. */
export function isValidationFailure(
  data: unknown,
): data is { fields: { field: string; message: string }[] } {
  const fields = (data as { fields?: unknown } | null)?.fields;
  return (
    Array.isArray(fields) &&
    fields.every(
      (f: { field?: unknown; message?: unknown } | null) =>
        typeof f?.field === "string" && typeof f.message === "string",
    )
  );
}

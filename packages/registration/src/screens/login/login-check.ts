import { codeLoginRequestSchema, describeIssue } from "@campus/contract";

/*
 * The guardian's phone sign-in checked by the contract's schema: its own chunk, which the login
 * page loads beside its first screen (login-page.tsx, useLoginCheck).
 */

export type PhoneField = "country_code" | "phone" | "code";
export type PhoneValues = Record<PhoneField, string>;
export type Problem = { message: string; values?: Record<string, string | number> };

/** The schema's first problem of each field (as message ids), for the values as typed. */
export function problemsOf(values: PhoneValues, schoolCode: string, fields: readonly PhoneField[]) {
  const result = codeLoginRequestSchema.safeParse(
    { ...values, school_code: schoolCode },
    { reportInput: true },
  );
  const problems: Problems = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const { field, id, values: messageValues } = describeIssue(issue);
    const name = field as PhoneField;
    if (fields.includes(name)) problems[name] ??= { message: id, values: messageValues };
  }
  return problems;
}

export type Problems = Partial<Record<PhoneField, Problem>>;

/*
 * Account values (spec §6): plain constants, no zod, so the client reads them without the schemas.
 */

/**
 * Account kinds (spec §6). Staff is a role held by teachers who run the school office, librarian
 * by the teacher who runs the school library (issue 38); a guardian applies for a place through
 * registration, signed in by a code sent to their phone.
 */
export const ROLES = ["parent", "student", "teacher", "staff", "librarian", "guardian"] as const;
export type Role = (typeof ROLES)[number];

/** The school's own people: every role but a guardian, who has no school until a place is won. */
export const SCHOOL_ROLES = [
  "parent",
  "student",
  "teacher",
  "staff",
  "librarian",
] as const satisfies readonly Role[];

/** Login types offered on the sign-in page (spec §6). */
export const LOGIN_TYPES = ["parent", "teacher", "student"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export function isLoginType(value: unknown): value is LoginType {
  return (LOGIN_TYPES as readonly unknown[]).includes(value);
}

/** `type` in user info: 2 is a student account; anything else a parent-style account (spec §3). */
export const ACCOUNT_TYPE = { parent: 1, student: 2, teacher: 3 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** Action keys of the action-level permission rule (spec §6). */
export const ACTIONS = [
  "add",
  "delete",
  "edit",
  "query",
  "get",
  "enable",
  "disable",
  "import",
  "export",
] as const;
export type Action = (typeof ACTIONS)[number];

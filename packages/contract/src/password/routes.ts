import { SCHOOL_ROLES } from "../accounts";
import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * A member of a school sets or changes the password they sign in with (issue 36 §4): an account
 * the school made has none until its owner sets one, after signing in by a code. A module of
 * its own: only the account menu's password dialog carries these, not every page's runtime.
 */

const member = { kind: "user", roles: SCHOOL_ROLES } as const;

export const passwordRoutes = /* @__PURE__ */ defineRoutes({
  accountPassword: {
    method: "GET",
    path: "/parent_student/api/account/password",
    access: member,
  },
  accountSetPassword: {
    method: "POST",
    path: "/parent_student/api/account/set_password",
    access: member,
    encoding: "json",
    write: true,
  },
});

/** The password routes, typed by their endpoints: what the password dialog calls. */
export const passwordApiRoutes = passwordRoutes as unknown as Pick<
  Routes,
  keyof typeof passwordRoutes
>;

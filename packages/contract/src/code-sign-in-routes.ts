import { defineRoutes } from "./route";
import type { Routes } from "./routes";

/**
 * A parent's sign-in without a password: a code to the account's mobile (issue 36 §4). A module
 * of their own, apart from `accountRoutes`: only the sign-in page carries them, not every page's
 * runtime.
 */
export const codeSignInRoutes = /* @__PURE__ */ defineRoutes({
  loginSendCode: {
    method: "POST",
    path: "/parent_student/api/login/send_code",
    access: { kind: "public" },
    encoding: "json",
  },
  loginByCode: {
    method: "POST",
    path: "/parent_student/api/login/code",
    access: { kind: "public" },
    encoding: "json",
  },
});
export const codeSignInApiRoutes = codeSignInRoutes as unknown as Pick<
  Routes,
  keyof typeof codeSignInRoutes
>;

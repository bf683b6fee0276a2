import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * A student's account, activated with the code on the letter the office printed: open to
 * anyone holding the code (the code is the permission, once), as the sign-in page is.
 */

const anyone = { kind: "public" } as const;

export const activationRoutes = /* @__PURE__ */ defineRoutes({
  activationCheck: {
    method: "POST",
    path: "/parent_student/api/activate/check",
    access: anyone,
    encoding: "json",
  },
  activationFinish: {
    method: "POST",
    path: "/parent_student/api/activate/finish",
    access: anyone,
    encoding: "json",
  },
});

/** The activation routes, typed by their endpoints: what the activation page calls. */
export const activationApiRoutes = activationRoutes as unknown as Pick<
  Routes,
  keyof typeof activationRoutes
>;

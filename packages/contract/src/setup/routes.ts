import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * A school's first office account, set up from a one-time link: open to anyone holding the link
 * (its token is the permission), as the sign-in page is.
 */

const anyone = { kind: "public" } as const;

export const setupRoutes = defineRoutes({
  setupLink: { method: "POST", path: "/api/setup/link", access: anyone, encoding: "json" },
  setupSchool: { method: "POST", path: "/api/setup/school", access: anyone, encoding: "json" },
  setupSendCode: {
    method: "POST",
    path: "/api/setup/send_code",
    access: anyone,
    encoding: "json",
  },
  setupFinish: { method: "POST", path: "/api/setup/finish", access: anyone, encoding: "json" },
});

/** The set-up routes, typed by their endpoints: what the set-up page calls. */
export const setupApiRoutes = setupRoutes as unknown as Pick<Routes, keyof typeof setupRoutes>;

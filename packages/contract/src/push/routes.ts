import { SCHOOL_ROLES } from "../accounts";
import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * A member of a school asks for notifications on this device (web push, decision 0049): the
 * server's public key to subscribe with, then the subscription kept or taken away. A module of
 * its own: only the notifications switch carries these.
 */

const member = { kind: "user", roles: SCHOOL_ROLES } as const;

export const pushRoutes = /* @__PURE__ */ defineRoutes({
  pushKey: { method: "GET", path: "/parent_student/api/push/key", access: member },
  pushSubscribe: {
    method: "POST",
    path: "/parent_student/api/push/subscribe",
    access: member,
    encoding: "json",
    write: true,
  },
  pushDevice: { method: "POST", path: "/parent_student/api/push/device", access: member },
  pushUnsubscribe: {
    method: "POST",
    path: "/parent_student/api/push/unsubscribe",
    access: member,
    encoding: "json",
    write: true,
  },
});

/** The push routes, typed by their endpoints: what the notifications switch calls. */
export const pushApiRoutes = pushRoutes as unknown as Pick<Routes, keyof typeof pushRoutes>;

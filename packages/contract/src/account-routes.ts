import { defineRoutes } from "./route";
import type { Routes } from "./routes";

/*
 * Where each account call goes and who may make it: the part of the contract a client needs at
 * run time, without the schemas (those are in endpoints.ts, built on these).
 */

const signedIn = { kind: "user" } as const;
/** Child switching is for accounts that have child users: parents, and students (themselves). */
const withChildren = { kind: "user", roles: ["parent", "student"] } as const;

export const accountRoutes = defineRoutes({
  userInfo: {
    method: "GET",
    path: "/parent_student/api/user_info",
    access: signedIn,
  },
  login: {
    method: "POST",
    path: "/parent_student/ajax_login",
    access: { kind: "public" },
  },
  menu: {
    method: "POST",
    path: "/parent_student/api/get_menu_json",
    access: signedIn,
  },
  logout: {
    method: "POST",
    path: "/parent_student/logout",
    access: signedIn,
  },
  changeLang: {
    method: "POST",
    path: "/parent_student/api/change_lang",
    access: signedIn,
    write: true,
  },
  setChild: {
    method: "POST",
    path: "/parent_student/setChild",
    access: withChildren,
    write: true,
  },
  libraryUserInfo: {
    method: "GET",
    path: "/api/library/user/user_info",
    access: signedIn,
  },
  schoolLogin: {
    method: "POST",
    path: "/api/school/ajax_login",
    access: { kind: "public" },
  },
  schoolInfo: {
    method: "GET",
    path: "/api/school/info",
    access: { kind: "public" },
  },
  schoolLogout: {
    method: "POST",
    path: "/api/school/logout",
    access: signedIn,
  },
  schoolGetChilds: {
    method: "POST",
    path: "/api/school/getChilds",
    access: withChildren,
  },
  schoolSetChild: {
    method: "POST",
    path: "/api/school/setChild",
    access: withChildren,
    write: true,
  },
});

/**
 * The account calls alone, typed as in `routes`: what the platform (core, the portal's shell)
 * calls. `routes` spreads every feature's table (a spread is kept by the bundler, in case of
 * getters), so importing it brings them all; a page that uses no feature downloads none.
 */
export const accountApiRoutes = accountRoutes as unknown as Pick<
  Routes,
  keyof typeof accountRoutes
>;

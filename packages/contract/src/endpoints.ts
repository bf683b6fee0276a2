import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { libraryEndpoints } from "./library/endpoints";
import {
  changeLangQuerySchema,
  changeLangResponseSchema,
  childUserSchema,
  libraryReaderSchema,
  loginRequestSchema,
  loginResponseSchema,
  menuResponseSchema,
  setChildQuerySchema,
  userInfoSchema,
} from "./schemas/account";

const signedIn = { kind: "user" } as const;
/** Child switching is for accounts that have child users: parents, and students (themselves). */
const withChildren = { kind: "user", roles: ["parent", "student"] } as const;

export const userInfo = defineEndpoint({
  id: "userInfo",
  method: "GET",
  path: "/parent_student/api/user_info",
  response: userInfoSchema,
  access: signedIn,
  tag: "account",
  summary: "The signed-in user, child users, current child, roles and permissions.",
});

export const login = defineEndpoint({
  id: "login",
  method: "POST",
  path: "/parent_student/ajax_login",
  body: loginRequestSchema,
  response: loginResponseSchema,
  access: { kind: "public" },
  tag: "account",
  summary:
    "Sign in with username (a phone number for parents), password, country code, type and language.",
});

export const menu = defineEndpoint({
  id: "menu",
  method: "POST",
  path: "/parent_student/api/get_menu_json",
  response: menuResponseSchema,
  access: signedIn,
  tag: "account",
  summary: "The side menu for the user's roles, as a tree.",
});

export const logout = defineEndpoint({
  id: "logout",
  method: "POST",
  path: "/parent_student/logout",
  response: z.null(),
  access: signedIn,
  tag: "account",
  summary: "Revoke the token sent with the call.",
});

export const changeLang = defineEndpoint({
  id: "changeLang",
  method: "POST",
  path: "/parent_student/api/change_lang",
  query: changeLangQuerySchema,
  response: changeLangResponseSchema,
  access: signedIn,
  tag: "account",
  summary: "Store the user's interface language.",
});

export const setChild = defineEndpoint({
  id: "setChild",
  method: "POST",
  path: "/parent_student/setChild",
  query: setChildQuerySchema,
  response: userInfoSchema,
  access: withChildren,
  tag: "account",
  summary:
    "Switch the current child to one of the caller's own children; answers the new user info.",
});

export const libraryUserInfo = defineEndpoint({
  id: "libraryUserInfo",
  method: "GET",
  path: "/api/library/user/user_info",
  response: libraryReaderSchema,
  access: signedIn,
  tag: "library",
  summary: "The library's reader: the current child for parents, oneself otherwise.",
});

export const schoolLogin = defineEndpoint({
  id: "schoolLogin",
  method: "POST",
  path: "/api/school/ajax_login",
  body: loginRequestSchema,
  response: loginResponseSchema,
  access: { kind: "public" },
  tag: "school",
  summary: "School sign-in; same payload and answer as /parent_student/ajax_login.",
});

export const schoolLogout = defineEndpoint({
  id: "schoolLogout",
  method: "POST",
  path: "/api/school/logout",
  response: z.null(),
  access: signedIn,
  tag: "school",
  summary: "Revoke the token sent with the call.",
});

export const schoolGetChilds = defineEndpoint({
  id: "schoolGetChilds",
  method: "POST",
  path: "/api/school/getChilds",
  response: z.array(childUserSchema),
  access: withChildren,
  tag: "school",
  summary: "The caller's child users.",
});

export const schoolSetChild = defineEndpoint({
  id: "schoolSetChild",
  method: "POST",
  path: "/api/school/setChild",
  query: setChildQuerySchema,
  response: userInfoSchema,
  access: withChildren,
  tag: "school",
  summary: "Switch the current child; same rules as /parent_student/setChild.",
});

/** Every endpoint the API serves, by id. The server registers exactly these. */
export const endpoints = {
  userInfo,
  login,
  menu,
  logout,
  changeLang,
  setChild,
  libraryUserInfo,
  schoolLogin,
  schoolLogout,
  schoolGetChilds,
  schoolSetChild,
  ...libraryEndpoints,
} as const;
export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

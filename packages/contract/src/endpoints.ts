import { z } from "zod";
import { accountRoutes } from "./account-routes";
import { codeSignInRoutes } from "./code-sign-in-routes";
import { defineEndpoint } from "./endpoint";
import { requiredText } from "./fields";
import { libraryEndpoints } from "./library/endpoints";
import {
  changeLangQuerySchema,
  changeLangResponseSchema,
  childUserSchema,
  libraryReaderSchema,
  loginRequestSchema,
  loginResponseSchema,
  menuResponseSchema,
  schoolSummarySchema,
  setChildQuerySchema,
  userInfoSchema,
} from "./schemas/account";
import { calendarEndpoints } from "./calendar/endpoints";
import { registrationEndpoints } from "./registration/endpoints";
import { ecaEndpoints } from "./eca/endpoints";
import { passwordEndpoints } from "./password/endpoints";
import { paymentEndpoints } from "./payments/endpoints";
import { pushEndpoints } from "./push/endpoints";
import { setupEndpoints } from "./setup/endpoints";
import {
  codeSignInRequestSchema,
  sendCodeAnswerSchema,
  signInCodeRequestSchema,
} from "./registration/sign-in-schemas";
import { officeEndpoints } from "./office/endpoints";
import { activationEndpoints } from "./activation/endpoints";
import { attendanceDownloads } from "./attendance/downloads";
import { accountDownloads } from "./my-data";
import { feesDownloads } from "./fees/downloads";
import { calendarDownloads } from "./calendar/downloads";
import { ecaDownloads } from "./eca/downloads";
import { libraryDownloads } from "./library/downloads";
import { noticesDownloads } from "./notices/downloads";
import { officeDownloads } from "./office/downloads";
import { registrationDownloads } from "./registration/downloads";
import { noticesEndpoints } from "./notices/endpoints";
import { attendanceEndpoints } from "./attendance/endpoints";
import { feesEndpoints } from "./fees/endpoints";

export const userInfo = defineEndpoint(accountRoutes.userInfo, {
  response: userInfoSchema,
  tag: "account",
  summary: "The signed-in user, child users, current child, roles and permissions.",
});

export const login = defineEndpoint(accountRoutes.login, {
  body: loginRequestSchema,
  response: loginResponseSchema,
  tag: "account",
  summary:
    "Sign in with username (a phone number for parents), password, country code, type and language.",
});

export const menu = defineEndpoint(accountRoutes.menu, {
  response: menuResponseSchema,
  tag: "account",
  summary: "The side menu for the user's roles, as a tree.",
});

export const logout = defineEndpoint(accountRoutes.logout, {
  response: z.null(),
  tag: "account",
  summary: "Revoke the token sent with the call.",
});

export const changeLang = defineEndpoint(accountRoutes.changeLang, {
  query: changeLangQuerySchema,
  response: changeLangResponseSchema,
  tag: "account",
  summary: "Store the user's interface language.",
});

export const setChild = defineEndpoint(accountRoutes.setChild, {
  query: setChildQuerySchema,
  response: userInfoSchema,
  tag: "account",
  summary:
    "Switch the current child to one of the caller's own children; answers the new user info.",
});

export const libraryUserInfo = defineEndpoint(accountRoutes.libraryUserInfo, {
  response: libraryReaderSchema,
  tag: "library",
  summary: "The library's reader: the current child for parents, oneself otherwise.",
});

export const schoolLogin = defineEndpoint(accountRoutes.schoolLogin, {
  body: loginRequestSchema,
  response: loginResponseSchema,
  tag: "school",
  summary: "School sign-in; same payload and answer as /parent_student/ajax_login.",
});

export const schoolInfo = defineEndpoint(accountRoutes.schoolInfo, {
  query: z.object({ schoolCode: requiredText(32) }),
  response: schoolSummarySchema,
  tag: "school",
  summary:
    "Looks a school up by its code (an element's `school-code`, a link's `xschoolCode`): its id and names, or 404 when no school has that code.",
});

export const schoolLogout = defineEndpoint(accountRoutes.schoolLogout, {
  response: z.null(),
  tag: "school",
  summary: "Revoke the token sent with the call.",
});

export const loginSendCode = defineEndpoint(codeSignInRoutes.loginSendCode, {
  body: signInCodeRequestSchema,
  response: sendCodeAnswerSchema,
  tag: "account",
  summary:
    "Texts a six-digit sign-in code to an account's mobile (valid 5 minutes; another after 60 s; a few an hour): a parent's (`type` parent, the default) or a teacher's, the mobile the school's staff list gives them (`type` teacher). Answers the same whether or not the number has an account.",
});

export const loginByCode = defineEndpoint(codeSignInRoutes.loginByCode, {
  body: codeSignInRequestSchema,
  response: loginResponseSchema,
  tag: "account",
  summary:
    "A parent (or, with `type` teacher, a teacher) signs in with the code texted to the account's mobile: an account the school made with no password is activated this way. Same answer as ajax_login.",
});

export const schoolGetChilds = defineEndpoint(accountRoutes.schoolGetChilds, {
  response: z.array(childUserSchema),
  tag: "school",
  summary: "The caller's child users.",
});

export const schoolSetChild = defineEndpoint(accountRoutes.schoolSetChild, {
  query: setChildQuerySchema,
  response: userInfoSchema,
  tag: "school",
  summary: "Switch the current child; same rules as /parent_student/setChild.",
});

/** Every endpoint the API serves, by id. The server registers exactly these. */
export const endpoints = {
  userInfo,
  login,
  loginSendCode,
  loginByCode,
  menu,
  logout,
  changeLang,
  setChild,
  libraryUserInfo,
  schoolLogin,
  schoolInfo,
  schoolLogout,
  schoolGetChilds,
  schoolSetChild,
  ...libraryEndpoints,
  ...calendarEndpoints,
  ...registrationEndpoints,
  ...ecaEndpoints,
  ...setupEndpoints,
  ...passwordEndpoints,
  ...pushEndpoints,
  ...paymentEndpoints,
  ...officeEndpoints,
  ...activationEndpoints,
  ...noticesEndpoints,
  ...attendanceEndpoints,
  ...feesEndpoints,
} as const;
export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

/**
 * Every file the API answers instead of an envelope (decision 0041), by id: what the OpenAPI
 * document, the access matrix and the fuzzer walk beside the endpoints.
 */
export const downloads = {
  ...accountDownloads,
  ...libraryDownloads,
  ...calendarDownloads,
  ...attendanceDownloads,
  ...feesDownloads,
  ...registrationDownloads,
  ...ecaDownloads,
  ...officeDownloads,
  ...noticesDownloads,
} as const;
export type Downloads = typeof downloads;

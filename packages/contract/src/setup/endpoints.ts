import { sendCodeAnswerSchema } from "../registration/sign-in-schemas";
import { defineEndpoint } from "../endpoint";
import { loginResponseSchema } from "../schemas/account";
import { setupRoutes } from "./routes";
import {
  setupFinishRequestSchema,
  setupLinkRequestSchema,
  setupLinkSchema,
  setupSchoolAnswerSchema,
  setupSchoolRequestSchema,
} from "./schemas";

const tag = "setup";

export const setupLink = defineEndpoint(setupRoutes.setupLink, {
  body: setupLinkRequestSchema,
  response: setupLinkSchema,
  tag,
  summary:
    "What a one-time set-up link is for: creating the school (a server's first start), or a school's office account (name, username, the phone's last digits). Refused once used, expired or replaced.",
});

export const setupSchool = defineEndpoint(setupRoutes.setupSchool, {
  body: setupSchoolRequestSchema,
  response: setupSchoolAnswerSchema,
  tag,
  summary:
    "Creates the school and its office account with a first start's link (used up), and answers the office's own set-up link to go on with.",
});

export const setupSendCode = defineEndpoint(setupRoutes.setupSendCode, {
  body: setupLinkRequestSchema,
  response: sendCodeAnswerSchema,
  tag,
  summary:
    "Texts a six-digit code to the office account's phone (valid 5 minutes; another after 60 s; a few an hour).",
});

export const setupFinish = defineEndpoint(setupRoutes.setupFinish, {
  body: setupFinishRequestSchema,
  response: loginResponseSchema,
  tag,
  summary:
    "Finishes set-up with the code and the account's password from now on; uses the link up and signs the office account in.",
});

export const setupEndpoints = { setupLink, setupSchool, setupSendCode, setupFinish } as const;

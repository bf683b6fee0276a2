import { defineEndpoint } from "../endpoint";
import { loginResponseSchema } from "../schemas/account";
import { registrationRoutes } from "./routes";
import {
  codeLoginRequestSchema,
  demoOutboxRequestSchema,
  demoOutboxSchema,
  registrationSchoolRequestSchema,
  registrationSchoolSchema,
  sendCodeAnswerSchema,
  sendCodeRequestSchema,
} from "./schemas";

const tag = "registration";

export const registrationSendCode = defineEndpoint(registrationRoutes.registrationSendCode, {
  body: sendCodeRequestSchema,
  response: sendCodeAnswerSchema,
  tag,
  summary:
    "Texts a six-digit sign-in code to a guardian's phone (valid 5 minutes; another after 60 s; a few an hour).",
});

export const registrationLogin = defineEndpoint(registrationRoutes.registrationLogin, {
  body: codeLoginRequestSchema,
  response: loginResponseSchema,
  tag,
  summary:
    "Signs a guardian in with the code sent to their phone; the first sign-in makes the guardian's account.",
});

export const registrationSchool = defineEndpoint(registrationRoutes.registrationSchool, {
  body: registrationSchoolRequestSchema,
  response: registrationSchoolSchema,
  tag,
  summary:
    "What a school takes applications for (by its code): intake year, window, fees, classes and the documents an application carries.",
});

export const registrationDemoOutbox = defineEndpoint(registrationRoutes.registrationDemoOutbox, {
  body: demoOutboxRequestSchema,
  response: demoOutboxSchema,
  tag,
  summary:
    "Demo mode only (CAMPUS_DEMO): the text messages sent to a phone, newest first, for trying the sign-in without a phone. Not found otherwise.",
});

/** Every endpoint of the feature, by id: one spread in the contract's table (src/endpoints.ts). */
export const registrationEndpoints = {
  registrationSendCode,
  registrationLogin,
  registrationSchool,
  registrationDemoOutbox,
} as const;

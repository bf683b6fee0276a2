import { defineEndpoint } from "../endpoint";
import { activationRoutes } from "./routes";
import {
  activationCheckRequestSchema,
  activationFinishAnswerSchema,
  activationFinishRequestSchema,
  activationSchema,
} from "./schemas";

const tag = "account";

export const activationCheck = defineEndpoint(activationRoutes.activationCheck, {
  body: activationCheckRequestSchema,
  response: activationSchema,
  tag,
  summary:
    "Whose activation letter a code is (the student's name and class, the school, the account name), while it works: unused, not replaced by a newer letter, before its date. A code that does not counts as a failed sign-in from the caller's address.",
});

export const activationFinish = defineEndpoint(activationRoutes.activationFinish, {
  body: activationFinishRequestSchema,
  response: activationFinishAnswerSchema,
  tag,
  summary:
    "Activates the student's account with the letter's code and a password of their own (8 characters or more, a letter and a digit; not the account name): the code is used up, even racing, and the student is signed in. Same answer as ajax_login.",
});

export const activationEndpoints = { activationCheck, activationFinish } as const;

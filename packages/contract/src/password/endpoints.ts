import { defineEndpoint } from "../endpoint";
import { passwordRoutes } from "./routes";
import { passwordStateSchema, setPasswordAnswerSchema, setPasswordRequestSchema } from "./schemas";

const tag = "account";

export const accountPassword = defineEndpoint(passwordRoutes.accountPassword, {
  response: passwordStateSchema,
  tag,
  summary:
    "Whether the caller's account has a password, and whether setting another asks for it (not within 15 minutes of a sign-in by a texted code: how one who forgot it sets a new one).",
});

export const accountSetPassword = defineEndpoint(passwordRoutes.accountSetPassword, {
  body: setPasswordRequestSchema,
  response: setPasswordAnswerSchema,
  tag,
  summary:
    "Sets the caller's password (8 characters or more, a letter and a digit; not the account name): the password in use is asked for unless `accountPassword` says otherwise (a wrong one counts as a failed sign-in). The account's other sessions end.",
});

export const passwordEndpoints = { accountPassword, accountSetPassword } as const;

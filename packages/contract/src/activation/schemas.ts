import * as z from "zod/mini";
import { LOCALES } from "../locale";
import { loginResponseSchema } from "../schemas/account";
import { newPassword } from "../setup/schemas";
import { ACTIVATION_CODE_PATTERN } from "./values";

/*
 * A student activating their account with the code on their letter, in zod's "mini" form: the
 * activation page checks with these before sending, the server with the same.
 */

const required = { error: "validation.required" } as const;

/**
 * A letter's code as a person types it: any case, with spaces or hyphens between the groups
 * (kept as its twelve characters).
 */
export const activationCode = z.string(required).check(
  z.overwrite((value) => value.replace(/[\s-]/g, "").toUpperCase()),
  z.minLength(1, required),
  z.regex(ACTIVATION_CODE_PATTERN, { error: "validation.activationCodeFormat" }),
);

export const activationCheckRequestSchema = z.object({ code: activationCode });
export type ActivationCheckRequest = z.input<typeof activationCheckRequestSchema>;

/** Whose letter a code is: what the page greets its holder with. */
export const activationSchema = z.object({
  school: z.object({ name_zh: z.string(), name_cn: z.string(), name_en: z.string() }),
  student: z.object({
    name_zh: z.string(),
    name_en: z.string(),
    class_name: z.nullable(z.string()),
    class_number: z.nullable(z.number()),
  }),
  /** What the account signs in with from now on, with the password set here. */
  username: z.string(),
  expires_at: z.string(),
});
export type Activation = z.infer<typeof activationSchema>;

export const activationFinishRequestSchema = z.object({
  code: activationCode,
  password: newPassword,
  lang: z.optional(z.enum(LOCALES)),
});
export type ActivationFinishRequest = z.input<typeof activationFinishRequestSchema>;

export const activationFinishAnswerSchema = loginResponseSchema;

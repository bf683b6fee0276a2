import * as z from "zod/mini";
import { newPassword } from "../setup/schemas";
import { PASSWORD_MAX_LENGTH } from "../setup/values";

/*
 * Setting one's own password, in zod's "mini" form: the dialog checks with these before sending,
 * the server with the same.
 */

/** Whether the dialog asks for the password in use before a new one. */
export const passwordStateSchema = z.object({
  /** The account has a password (one the school made has none until its owner sets one). */
  has_password: z.boolean(),
  /**
   * The password in use is asked for: the account has one and this session did not begin with a
   * code texted to the account's phone in the last few minutes (which is how one who forgot it
   * sets a new one).
   */
  current_needed: z.boolean(),
});
export type PasswordState = z.infer<typeof passwordStateSchema>;

export const setPasswordRequestSchema = z.object({
  /** The password in use, when `current_needed`. */
  current_password: z.optional(
    z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, { error: "validation.tooLong" })),
  ),
  password: newPassword,
});
export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;

export const setPasswordAnswerSchema = z.object({
  /** The account's other sessions (other phones and browsers) signed out by the change. */
  other_sessions_ended: z.number(),
});
export type SetPasswordAnswer = z.infer<typeof setPasswordAnswerSchema>;

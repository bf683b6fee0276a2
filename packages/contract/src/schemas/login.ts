import * as z from "zod/mini";
import { LOGIN_TYPES } from "../accounts";
import { LOCALES } from "../locale";
import { isValidPhone, normalizePhone, PHONE_REGIONS } from "../validators/phone";

/*
 * The sign-in request, in zod's tree-shakable "mini" form: the sign-in page validates with this
 * very schema before anything else of the app has loaded, so it costs ~5 kB instead of the
 * ~25 kB of classic zod. The server validates with it too: one rule, both sides.
 */

const required = { error: "validation.required" } as const;

export const loginRequestSchema = z
  .object({
    username: z
      .string(required)
      .check(z.trim(), z.minLength(1, required), z.maxLength(64, { error: "validation.tooLong" })),
    password: z
      .string(required)
      .check(z.minLength(1, required), z.maxLength(128, { error: "validation.tooLong" })),
    countryCode: z.optional(z.enum(PHONE_REGIONS, { error: "validation.invalidOption" })),
    type: z.enum(LOGIN_TYPES, { error: "validation.invalidOption" }),
    lang: z.optional(z.enum(LOCALES)),
  })
  .check(
    // A parent's phone number as typed ("9123 4567", "+86 138 1234 5678") is their account's.
    z.overwrite((value) =>
      value.type === "parent" && value.countryCode
        ? { ...value, username: normalizePhone(value.username, value.countryCode) }
        : value,
    ),
    z.superRefine((value, ctx) => {
      // Parents sign in with their phone number: the region decides its form (spec §5).
      if (value.type !== "parent") return;
      if (!value.countryCode) {
        ctx.addIssue({ code: "custom", path: ["countryCode"], message: "validation.required" });
      } else if (!isValidPhone(value.username, value.countryCode)) {
        ctx.addIssue({ code: "custom", path: ["username"], message: "validation.phoneFormat" });
      }
    }),
  );
export type LoginRequest = z.input<typeof loginRequestSchema>;

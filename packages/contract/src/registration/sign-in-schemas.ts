import * as z from "zod/mini";
import { LOCALES } from "../locale";
import { isValidPhone, normalizePhone, PHONE_REGIONS } from "../validators/phone";
import { SCHOOL_CODE_PATTERN, VERIFICATION } from "./values";

/*
 * Registration's sign-in shapes, in zod's "mini" form: the registration login page validates
 * with these before sending, and the server with the same (one rule, both sides).
 */

const required = { error: "validation.required" } as const;

export const schoolCode = z
  .string(required)
  .check(
    z.trim(),
    z.minLength(1, required),
    z.regex(SCHOOL_CODE_PATTERN, { error: "validation.invalid" }),
  );

/** A guardian's phone: the region decides its form (spec §5); kept as digits only. */
export const phoneFields = {
  country_code: z.enum(PHONE_REGIONS, { error: "validation.invalidOption" }),
  phone: z.string(required).check(z.trim(), z.minLength(1, required)),
};

type Phone = { country_code: (typeof PHONE_REGIONS)[number]; phone: string };

/** The phone as typed ("9123 4567", "+86 138 1234 5678") is the account's; its region decides its form. */
export function checkPhone<S extends z.ZodMiniType<Phone>>(schema: S): S {
  return schema.check(
    z.overwrite((value: Phone) => ({
      ...value,
      phone: normalizePhone(value.phone, value.country_code),
    })),
    z.superRefine((value: Phone, ctx) => {
      if (!isValidPhone(value.phone, value.country_code))
        ctx.addIssue({ code: "custom", path: ["phone"], message: "validation.phoneFormat" });
    }),
  ) as S;
}

/** "Send me a code": the phone, and the school the guardian is applying to. */
export const sendCodeRequestSchema = checkPhone(
  z.object({ ...phoneFields, school_code: schoolCode }),
);
export type SendCodeRequest = z.input<typeof sendCodeRequestSchema>;

/** A code sent: when the next may be asked for and how long this one lasts (seconds). */
export const sendCodeAnswerSchema = z.object({
  resend_after: z.number(),
  expires_in: z.number(),
});
export type SendCodeAnswer = z.infer<typeof sendCodeAnswerSchema>;

/** A one-time code texted to a phone, as typed: its digits (any sign-in or set-up by code). */
export const oneTimeCode = z
  .string(required)
  .check(
    z.trim(),
    z.minLength(1, required),
    z.regex(new RegExp(`^\\d{${VERIFICATION.digits}}$`), { error: "validation.codeFormat" }),
  );

/** Signing in with the code. */
export const codeLoginRequestSchema = checkPhone(
  z.object({
    ...phoneFields,
    code: oneTimeCode,
    school_code: schoolCode,
    lang: z.optional(z.enum(LOCALES)),
  }),
);
export type CodeLoginRequest = z.input<typeof codeLoginRequestSchema>;

/** The demo's text messages to one phone (demo mode only: the journeys read codes here). */
export const demoOutboxRequestSchema = checkPhone(z.object(phoneFields));

export const demoOutboxSchema = z.object({
  messages: z.array(z.object({ text: z.string(), sent_at: z.string() })),
});

// ── A school's registration ───────────────────────────────────────────────────────────────

/** Which school's registration: its code, as in the entry link `/registration/{code}`. */
export const registrationSchoolRequestSchema = z.object({ school_code: schoolCode });

/**
 * Who signs in by a code to their mobile: a parent (the mobile is the account's sign-in name) or
 * a teacher (the mobile the school's staff list gives them). Absent: a parent.
 */
const codeAccount = {
  type: z.optional(z.enum(["parent", "teacher"], { error: "validation.invalidOption" })),
};

/** "Send me a code to sign in": the account's mobile. */
export const signInCodeRequestSchema = /* @__PURE__ */ checkPhone(
  z.object({ ...phoneFields, ...codeAccount }),
);
export type SignInCodeRequest = z.input<typeof signInCodeRequestSchema>;

/** Signing in by the code texted to the account's mobile. */
export const codeSignInRequestSchema = /* @__PURE__ */ checkPhone(
  z.object({
    ...phoneFields,
    ...codeAccount,
    code: oneTimeCode,
    lang: z.optional(z.enum(LOCALES)),
  }),
);
export type CodeSignInRequest = z.input<typeof codeSignInRequestSchema>;

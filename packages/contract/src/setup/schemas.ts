import * as z from "zod/mini";
import { LOCALES } from "../locale";
import { optionalText, requiredText } from "../fields";
import { oneTimeCode } from "../registration/sign-in-schemas";
import { isValidPhone, normalizePhone, PHONE_REGIONS, type PhoneRegion } from "../validators/phone";
import {
  BRAND_COLOR_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SCHOOL_REGIONS,
  SETUP_LINK_KINDS,
} from "./values";

/*
 * A school's first start, in zod's "mini" form: the set-up page checks with these before sending,
 * the server and `npm run admin` with the same (one rule, everywhere).
 */

const required = { error: "validation.required" } as const;

/** A set-up link's one-time token, as the link carries it (base64url). */
const token = z
  .string(required)
  .check(
    z.trim(),
    z.minLength(1, required),
    z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "validation.invalid" }),
  );

/** A school's code: what families and the elements name it by ("DEMO"), kept in capitals. */
export const newSchoolCode = z.string(required).check(
  z.trim(),
  z.minLength(1, required),
  z.regex(/^[A-Za-z0-9]{2,16}$/, { error: "validation.schoolCodeFormat" }),
  z.overwrite((value) => value.toUpperCase()),
);

/** A password someone chooses: long enough, a letter and a digit. */
export const newPassword = z.string(required).check(
  z.minLength(1, required),
  z.maxLength(PASSWORD_MAX_LENGTH, { error: "validation.tooLong" }),
  z.refine(
    (value) => value.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(value) && /\d/.test(value),
    { error: "validation.passwordRule" },
  ),
);

/** Which set-up link. */
export const setupLinkRequestSchema = z.object({ token });
export type SetupLinkRequest = z.input<typeof setupLinkRequestSchema>;

/** A school as its set-up shows it. */
const setupSchool = z.object({
  code: z.string(),
  name_zh: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  region: z.enum(SCHOOL_REGIONS),
});

/** The office account a link sets up. */
const setupOffice = z.object({
  name_zh: z.string(),
  name_en: z.string(),
  /** What the account signs in with, from now on, with the password set here. */
  username: z.string(),
  /** The phone the code goes to, mostly hidden: "+852 •••• 4567". */
  phone_hint: z.string(),
  /** The school's own office account (made with the school); else a staff member's, added since. */
  school_office: z.boolean(),
});

/**
 * What a set-up link is for. "school": a server's first start, no school yet — the page creates
 * one (school and office are null). "office": a school's office account, finished by a code to
 * its phone and a password.
 */
export const setupLinkSchema = z.object({
  kind: z.enum(SETUP_LINK_KINDS),
  school: z.nullable(setupSchool),
  office: z.nullable(setupOffice),
  expires_at: z.string(),
});
export type SetupLink = z.infer<typeof setupLinkSchema>;

/** Finishing: the code texted to the office phone and the password from now on. */
export const setupFinishRequestSchema = z.object({
  token,
  code: oneTimeCode,
  password: newPassword,
  lang: z.optional(z.enum(LOCALES)),
});
export type SetupFinishRequest = z.input<typeof setupFinishRequestSchema>;

type OfficePhone = { office_country_code: PhoneRegion; office_phone: string };

/** A school's names and where it is: set when it is made, edited in the office's profile. */
const schoolProfileFields = {
  name_zh: requiredText(100),
  name_cn: optionalText(100),
  name_en: requiredText(100),
  region: z.enum(SCHOOL_REGIONS, { error: "validation.invalidOption" }),
};

/**
 * The school's profile as the office saves it (issue 36 §1): its names in three languages and its
 * region. A blank Simplified name is the Traditional one. The code never changes: families, the
 * school's web pages and its letters name the school by it.
 */
export const schoolProfileRequestSchema = z.object({
  ...schoolProfileFields,
  /** The portal's main colour, "#0f766e"; null: the product's amber. Absent: unchanged. */
  brand_color: z.optional(
    z.nullable(z.string().check(z.regex(BRAND_COLOR_PATTERN, { error: "validation.invalid" }))),
  ),
  /** The logo: an upload of `officeUploadLogo`'s; null: none. Absent: unchanged. */
  logo: z.optional(z.nullable(z.int().check(z.positive({ error: "validation.invalid" })))),
});
export type SchoolProfileRequest = z.input<typeof schoolProfileRequestSchema>;

const createSchoolFields = {
  code: newSchoolCode,
  ...schoolProfileFields,
  office_country_code: z.enum(PHONE_REGIONS, { error: "validation.invalidOption" }),
  office_phone: z.string(required).check(z.trim(), z.minLength(1, required)),
  office_name_zh: optionalText(50),
  office_name_en: optionalText(50),
};

/** The office phone as typed is the account's; its region decides its form. */
function checkOfficePhone<S extends z.ZodMiniType<OfficePhone>>(schema: S): S {
  return schema.check(
    z.overwrite((value: OfficePhone) => ({
      ...value,
      office_phone: normalizePhone(value.office_phone, value.office_country_code),
    })),
    z.superRefine((value: OfficePhone, ctx) => {
      if (!isValidPhone(value.office_phone, value.office_country_code))
        ctx.addIssue({ code: "custom", path: ["office_phone"], message: "validation.phoneFormat" });
    }),
  ) as S;
}

/**
 * A new school and its first office account (`npm run admin -- create-school`, the set-up
 * page): the code, the names, where it is, and the office's mobile, which its codes go to.
 */
export const createSchoolSchema = checkOfficePhone(z.object(createSchoolFields));
export type CreateSchool = z.output<typeof createSchoolSchema>;
export type CreateSchoolInput = z.input<typeof createSchoolSchema>;

/** The set-up page's "create the school", with the first start's link. */
export const setupSchoolRequestSchema = checkOfficePhone(
  z.object({ token, ...createSchoolFields }),
);
export type SetupSchoolRequest = z.input<typeof setupSchoolRequestSchema>;

/** The school made: the office's own link, for the page to go straight on with. */
export const setupSchoolAnswerSchema = z.object({ token: z.string(), link: setupLinkSchema });

import * as z from "zod/mini";
import { idField } from "../fields";
import { LOCALES } from "../locale";
import { isValidPhone, normalizePhone, PHONE_REGIONS } from "../validators/phone";
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  DOCUMENT_REVIEWS,
  DRAFT_TEXT_MAX,
  FEE_STATUSES,
} from "./application";
import { SCHOOL_CODE_PATTERN, VERIFICATION } from "./values";

/*
 * Registration's sign-in shapes, in zod's "mini" form: the registration login page validates
 * with these before sending, and the server with the same (one rule, both sides).
 */

const required = { error: "validation.required" } as const;
const tooLong = { error: "validation.tooLong" } as const;
const tooMany = { error: "validation.tooManyItems" } as const;

const schoolCode = z
  .string(required)
  .check(
    z.trim(),
    z.minLength(1, required),
    z.regex(SCHOOL_CODE_PATTERN, { error: "validation.invalid" }),
  );

/** A guardian's phone: the region decides its form (spec §5); kept as digits only. */
const phoneFields = {
  country_code: z.enum(PHONE_REGIONS, { error: "validation.invalidOption" }),
  phone: z.string(required).check(z.trim(), z.minLength(1, required)),
};

type Phone = { country_code: (typeof PHONE_REGIONS)[number]; phone: string };

/** The phone as typed ("9123 4567", "+86 138 1234 5678") is the account's; its region decides its form. */
function checkPhone<S extends z.ZodMiniType<Phone>>(schema: S): S {
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

/** Signing in with the code. */
export const codeLoginRequestSchema = checkPhone(
  z.object({
    ...phoneFields,
    code: z
      .string(required)
      .check(
        z.trim(),
        z.minLength(1, required),
        z.regex(new RegExp(`^\\d{${VERIFICATION.digits}}$`), { error: "validation.codeFormat" }),
      ),
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
 * What a school takes applications for, in the caller's language: the intake, the window (in
 * school time; `open` says whether today is in it), the fees (minor unit of `currency`: 5000 is
 * HK$50.00), the classes and the documents an application carries.
 */
export const registrationSchoolSchema = z.object({
  school: z.object({ code: z.string(), name: z.string() }),
  intake_year: z.string(),
  opens_on: z.string(),
  closes_on: z.string(),
  open: z.boolean(),
  currency: z.string(),
  application_fee: z.number(),
  registration_fee: z.number(),
  classes: z.array(z.object({ code: z.string(), name: z.string(), places: z.number() })),
  documents: z.array(
    z.object({
      code: z.string(),
      kind: z.enum(["image", "document"]),
      required: z.boolean(),
      name: z.string(),
    }),
  ),
});
export type RegistrationSchool = z.infer<typeof registrationSchoolSchema>;

// ── Applications ─────────────────────────────────────────────────────────────────────────

/** Text of a draft as typed: bounded, never refused for being half done (submit checks it). */
const draftText = () => z.optional(z.string().check(z.maxLength(DRAFT_TEXT_MAX, tooLong)));

/**
 * An application's form as saved (a draft): every field optional and as typed. What a complete
 * application needs is `applicationIssues` (application.ts), run on submit.
 */
export const applicationFormSchema = z.object({
  class_code: draftText(),
  name_zh: draftText(),
  name_en: draftText(),
  gender: draftText(),
  birth_date: draftText(),
  id_type: draftText(),
  id_number: draftText(),
  address: draftText(),
  previous_school: draftText(),
  guardians: z.optional(
    z
      .array(
        z.object({
          relation: draftText(),
          name: draftText(),
          country_code: draftText(),
          phone: draftText(),
          email: draftText(),
        }),
      )
      .check(z.maxLength(APPLICATION_LIMITS.guardians, tooMany)),
  ),
  siblings: z.optional(
    z
      .array(z.object({ name: draftText(), class_name: draftText() }))
      .check(z.maxLength(APPLICATION_LIMITS.siblings, tooMany)),
  ),
});

const applicationId = z.object({ id: idField() });

/** Which of my applications (its id). */
export const applicationRequestSchema = applicationId;

/** My applications to a school (its code). */
export const applicationsRequestSchema = registrationSchoolRequestSchema;

/**
 * Saves a draft as the guardian types: without `id` it starts an application to the school of
 * `school_code`; with it, it replaces that draft's form.
 */
export const saveDraftRequestSchema = z.object({
  school_code: schoolCode,
  id: z.optional(idField()),
  form: applicationFormSchema,
});
export type SaveDraftRequest = z.input<typeof saveDraftRequestSchema>;

export const savedDraftSchema = z.object({
  id: z.number(),
  number: z.string(),
  updated_at: z.string(),
});
export type SavedDraft = z.infer<typeof savedDraftSchema>;

/** One of the application's documents as uploaded, with the office's review of it. */
export const applicationDocumentSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  review: z.enum(DOCUMENT_REVIEWS),
  remark: z.nullable(z.string()),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** A line of the guardian's history (spec §2 /registration/history). */
export const applicationSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  fee_status: z.enum(FEE_STATUSES),
  class_code: z.nullable(z.string()),
  child_name: z.string(),
  updated_at: z.string(),
  submitted_at: z.nullable(z.string()),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationsSchema = z.object({ applications: z.array(applicationSummarySchema) });

/**
 * One application whole: its form, documents, where it stands (spec §4) and what the office
 * said — a request for more information reopens it for editing (`office_request`).
 */
export const applicationSchema = z.object({
  id: z.number(),
  number: z.string(),
  school_code: z.string(),
  intake_year: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  fee_status: z.enum(FEE_STATUSES),
  form: applicationFormSchema,
  documents: z.array(applicationDocumentSchema),
  office_request: z.nullable(z.string()),
  decision_reason: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.nullable(z.string()),
});
export type Application = z.infer<typeof applicationSchema>;

/** Deleting a draft, copying an application or submitting one: its id. */
export const applicationActionSchema = applicationId;

/** A page of the office's list (the paging shape of `pageOf`, in zod mini). */
export const applicationPageSchema = z.object({
  list: z.array(applicationSummarySchema),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

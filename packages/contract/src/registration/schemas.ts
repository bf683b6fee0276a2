import * as z from "zod/mini";
import { idField } from "../fields";
import { SCHOOL_REGIONS } from "../setup/values";
import { PHONE_REGIONS } from "../validators/phone";
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  DOCUMENT_REVIEWS,
  DRAFT_TEXT_MAX,
  FEE_STATUSES,
} from "./application";
import {
  ONLINE_PAYMENT_METHODS,
  PAYMENT_CLOSINGS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
} from "../payments/values";
import { FEE_KINDS, REGISTRATION_FEE_STATUSES } from "./fees";
import { INTERVIEW_STATUSES } from "./interviews";
import { FAMILY_NOTICES, NOTICE_CHANNELS } from "./notices";
import { registrationSchoolRequestSchema, schoolCode } from "./sign-in-schemas";

/*
 * Applications' shapes, in zod's "mini" form (the sign-in's are in sign-in-schemas.ts, so the
 * login page does not carry these).
 */

const tooLong = { error: "validation.tooLong" } as const;
const tooMany = { error: "validation.tooManyItems" } as const;

// ── A school's registration ──────────────────────────────────────────────────────────────

/**
 * What a school takes applications for, in the caller's language: the intake, the window (in
 * school time; `open` says whether today is in it), the fees (minor unit of `currency`: 5000 is
 * HK$50.00), the classes and the documents an application carries.
 */
export const registrationSchoolSchema = z.object({
  /** Where the school is, and the phone region its families' numbers default to ("853"). */
  school: z.object({
    code: z.string(),
    name: z.string(),
    region: z.enum(SCHOOL_REGIONS),
    phone_region: z.enum(PHONE_REGIONS),
  }),
  intake_year: z.string(),
  opens_on: z.string(),
  closes_on: z.string(),
  open: z.boolean(),
  currency: z.string(),
  application_fee: z.number(),
  registration_fee: z.number(),
  /** How the fee may be paid here: online methods when the server has a provider, and slips. */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  /** `born_from`/`born_until`: the birth dates a class takes, inclusive (null: no bound). */
  classes: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      places: z.number(),
      born_from: z.nullable(z.string()),
      born_until: z.nullable(z.string()),
    }),
  ),
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

/**
 * The application's latest payment of its fee (spec §3: method, amount, payment time, deposit
 * slip): an online order or a slip, where it stands, and why it closed or was rejected.
 */
export const paymentSchema = z.object({
  fee: z.enum(FEE_KINDS),
  method: z.enum(PAYMENT_METHODS),
  state: z.enum(PAYMENT_STATES),
  amount: z.number(),
  currency: z.string(),
  trade_no: z.string(),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
  /** When a registration fee was refunded (the child enrolled). */
  refunded_at: z.nullable(z.string()),
  closed_as: z.nullable(z.enum(PAYMENT_CLOSINGS)),
  /** The office's reason for rejecting a slip. */
  reason: z.nullable(z.string()),
  /** The deposit slip as uploaded (its file reads at `REGISTRATION_SLIP_PATH/<application id>`). */
  slip: z.nullable(z.object({ name: z.string(), type: z.string(), size: z.number() })),
});
export type Payment = z.infer<typeof paymentSchema>;

/** An interview session as a family sees it: when, where, which group, places left. */
export const interviewSessionSchema = z.object({
  id: z.number(),
  class_code: z.nullable(z.string()),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Where, as the school wrote it (Chinese); `venueIn` picks the reader's. */
  venue: z.string(),
  /** In Simplified script, converted from `venue` ("" for a session saved before). */
  venue_cn: z.string(),
  /** In English, as the school wrote it ("" for none: English readers see `venue`). */
  venue_en: z.string(),
  group_name: z.string(),
  places_left: z.number(),
});
export type InterviewSession = z.infer<typeof interviewSessionSchema>;

/** A session as the office sees it: also its places, how many are booked, and whether published. */
export const officeSessionSchema = z.extend(interviewSessionSchema, {
  capacity: z.number(),
  booked: z.number(),
  published: z.boolean(),
});
export type OfficeSession = z.infer<typeof officeSessionSchema>;

/** One family booked in a session, as the office's roster lists them (issue 37, item 15). */
export const rosterApplicantSchema = z.object({
  /** The application's id. */
  id: z.number(),
  number: z.string(),
  child_name_zh: z.string(),
  child_name_en: z.string(),
  class_code: z.nullable(z.string()),
  interview_status: z.enum(INTERVIEW_STATUSES),
  checked_in_at: z.nullable(z.string()),
  /** The phone the family signs in with (to call a family who has not come). */
  phone: z.string(),
});
export type RosterApplicant = z.infer<typeof rosterApplicantSchema>;

/** A session and the families booked in it, by application number: the interview day's list. */
export const sessionRosterSchema = z.object({
  session: officeSessionSchema,
  applicants: z.array(rosterApplicantSchema),
});
export type SessionRoster = z.infer<typeof sessionRosterSchema>;

/**
 * The application's booked interview (spec §3: session, group, venue, time, QR code): the code
 * the office scans to check the family in, and until when it may still be moved.
 */
export const interviewBookingSchema = z.object({
  session: interviewSessionSchema,
  check_in_code: z.string(),
  checked_in_at: z.nullable(z.string()),
  /** The last moment the family may move it (the school's days before the session). */
  movable_until: z.string(),
});
export type InterviewBooking = z.infer<typeof interviewBookingSchema>;

/**
 * What the interviewers made of the child (issue 37, item 15): a score and notes, for the office
 * alone — the family's answers never carry it.
 */
export const interviewAssessmentSchema = z.object({
  score: z.nullable(z.number()),
  notes: z.string(),
  /** Who wrote it last (the staff member's name), and when. */
  by: z.string(),
  at: z.string(),
});
export type InterviewAssessment = z.infer<typeof interviewAssessmentSchema>;

/** A line of the guardian's history (spec §2 /registration/history). */
export const applicationSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  fee_status: z.enum(FEE_STATUSES),
  registration_fee_status: z.enum(REGISTRATION_FEE_STATUSES),
  interview_status: z.enum(INTERVIEW_STATUSES),
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
/** A notice the school sent the family about the application (`FAMILY_NOTICES`). */
export const applicationMessageSchema = z.object({
  notice: z.enum(FAMILY_NOTICES),
  channel: z.enum(NOTICE_CHANNELS),
  /** Where it went, mostly hidden: "+852 •••• 4567", "c•••@example.com". */
  to: z.string(),
  /** The words sent, in the family's language. */
  text: z.string(),
  sent_at: z.string(),
  /** False when the provider refused it (the office then tells the family another way). */
  delivered: z.boolean(),
});
export type ApplicationMessage = z.infer<typeof applicationMessageSchema>;

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
  /** The application fee due (not refunded), in the minor unit of `currency`. */
  application_fee: z.number(),
  currency: z.string(),
  payment: z.nullable(paymentSchema),
  /** The registration fee that secures an offered place, refunded on enrolment (minor unit). */
  registration_fee: z.number(),
  registration_fee_status: z.enum(REGISTRATION_FEE_STATUSES),
  registration_payment: z.nullable(paymentSchema),
  /**
   * The last moment the family may pay the registration fee to keep an offered place (issue 37,
   * item 15); null when there is no limit or nothing to pay.
   */
  offer_expires_at: z.nullable(z.string()),
  /** When the office recorded the child as enrolled (the registration fee is then refunded). */
  enrolled_at: z.nullable(z.string()),
  interview_status: z.enum(INTERVIEW_STATUSES),
  interview: z.nullable(interviewBookingSchema),
  /** The interviewers' score and notes: in the office's answers alone (null: none yet). */
  assessment: z.optional(z.nullable(interviewAssessmentSchema)),
  /** A waitlisted family's place on the list (1 is next). */
  waitlist_no: z.nullable(z.number()),
  /** What the school has told the family about it, oldest first. */
  messages: z.array(applicationMessageSchema),
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

// ── Fees ──────────────────────────────────────────────────────────────────────────────────

/** Paying a fee online: which application, by which provider, which fee. */
export const payRequestSchema = z.object({
  id: idField(),
  method: z.enum(ONLINE_PAYMENT_METHODS, { error: "validation.invalidOption" }),
  /** Which fee; the application fee unless told. */
  fee: z.optional(z.enum(FEE_KINDS, { error: "validation.invalidOption" })),
});

// ── Interviews ────────────────────────────────────────────────────────────────────────────

/**
 * The sessions a family may book for an application now, and the booking window (school days)
 * with how many days before a session it may still be moved.
 */
export const interviewSessionsSchema = z.object({
  sessions: z.array(interviewSessionSchema),
  books_from: z.string(),
  books_until: z.string(),
  move_days: z.number(),
  open: z.boolean(),
});
export type InterviewSessions = z.infer<typeof interviewSessionsSchema>;

/** Booking (or moving) an application's interview to a session. */
export const bookInterviewRequestSchema = z.object({
  id: idField(),
  session_id: idField(),
});

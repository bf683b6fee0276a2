import { z as zc } from "zod";
import { batchOutcomesSchema } from "../batch";
import { defineEndpoint } from "../endpoint";
import { loginResponseSchema } from "../schemas/account";
import { uploadRequestSchema } from "../schemas/uploads";
import { pageRequestSchema } from "../paging";
import { payAnswerSchema, payNotifySchema } from "../payments/schemas";
import {
  APPLICATION_STATUSES,
  DOCUMENT_REVIEWS,
  FEE_STATUSES,
  OFFICE_DECISIONS,
} from "./application";
import { DECIDE_MANY_MAX } from "./states";
import { SLIP_DECISIONS } from "../payments/values";
import { FEE_KINDS } from "./fees";
import {
  CHECK_IN_CODE_PATTERN,
  INTERVIEW_CAPACITY_MAX,
  INTERVIEW_NOTES_MAX,
  INTERVIEW_SCORE_MAX,
  INTERVIEW_RESULTS,
  INTERVIEW_STATUSES,
  INTERVIEW_TEXT_MAX,
} from "./interviews";
import { registrationOfficeRoutes, registrationRoutes } from "./routes";
import { registrationSettingsRequestSchema } from "./settings";
import { registrationSettingsSchema } from "./settings-answer";
import {
  applicationActionSchema,
  applicationDocumentSchema,
  applicationRequestSchema,
  applicationSchema,
  applicationPageSchema,
  applicationsRequestSchema,
  applicationsSchema,
  bookInterviewRequestSchema,
  interviewSessionsSchema,
  officeSessionSchema,
  payRequestSchema,
  registrationSchoolSchema,
  sessionRosterSchema,
  savedDraftSchema,
  saveDraftRequestSchema,
} from "./schemas";
import {
  codeLoginRequestSchema,
  demoOutboxRequestSchema,
  demoOutboxSchema,
  registrationSchoolRequestSchema,
  sendCodeAnswerSchema,
  sendCodeRequestSchema,
} from "./sign-in-schemas";

const tag = "registration";
const invalidOption = { error: "validation.invalidOption" } as const;

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

export const registrationApplications = defineEndpoint(
  registrationRoutes.registrationApplications,
  {
    body: applicationsRequestSchema,
    response: applicationsSchema,
    tag,
    summary: "The signed-in guardian's applications to a school (its code), newest first.",
  },
);

export const registrationApplication = defineEndpoint(registrationRoutes.registrationApplication, {
  body: applicationRequestSchema,
  response: applicationSchema,
  tag,
  summary:
    "One application whole: form, documents, state. A guardian's own, or any submitted one of a staff member's school; otherwise not found.",
});

export const registrationSaveDraft = defineEndpoint(registrationRoutes.registrationSaveDraft, {
  body: saveDraftRequestSchema,
  response: savedDraftSchema,
  tag,
  summary:
    "Autosave: starts an application (no `id`) or replaces a draft's form as typed. Only incomplete applications change.",
});

export const registrationUploadDocument = defineEndpoint(
  registrationRoutes.registrationUploadDocument,
  {
    // The largest kind's limit here; the document's own kind (image or document) is the server's check.
    body: uploadRequestSchema("document").extend({
      application_id: zc.coerce.number().int().positive().max(2_147_483_647),
      document_code: zc.string().min(1).max(40),
    }),
    response: applicationDocumentSchema,
    tag,
    summary:
      "Attaches a document the school asks for (photo, birth certificate…) to a draft, or replaces one the office rejected; checked by content and size.",
  },
);

export const registrationSubmit = defineEndpoint(registrationRoutes.registrationSubmit, {
  body: applicationActionSchema,
  response: applicationSchema,
  tag,
  summary:
    "Submits a complete application (the form's rules and required documents; the same child once per school and intake). Submitting it again answers it unchanged.",
});

export const registrationCopy = defineEndpoint(registrationRoutes.registrationCopy, {
  body: applicationActionSchema,
  response: savedDraftSchema,
  tag,
  summary:
    "Starts a sibling's application from one of mine: the guardians and the address are copied, the child's part is left empty.",
});

export const registrationDeleteDraft = defineEndpoint(registrationRoutes.registrationDeleteDraft, {
  body: applicationActionSchema,
  response: zc.object({ id: zc.number().int() }),
  tag,
  summary: "Deletes an application not yet submitted, with its documents.",
});

const reasonText = zc.string().trim().max(500, { error: "validation.tooLong" });

/** The office list's filters: its request's (paged), and its workbook's address (downloads.ts). */
export const officeFilterSchema = zc.object({
  status: zc.enum(APPLICATION_STATUSES, { error: "validation.invalidOption" }).optional(),
  fee_status: zc.enum(FEE_STATUSES, { error: "validation.invalidOption" }).optional(),
  interview_status: zc.enum(INTERVIEW_STATUSES, { error: "validation.invalidOption" }).optional(),
  search: zc.string().trim().max(60, { error: "validation.tooLong" }).optional(),
});

export const registrationOfficeApplications = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeApplications,
  {
    body: pageRequestSchema.extend(officeFilterSchema.shape),
    response: applicationPageSchema,
    tag,
    summary:
      "The office's list of its school's applications (never a draft never submitted), oldest submission first; by state, fee and interview (slips to confirm are `fee_status: paying`), and by a search: the child's name, the application's number (whole, or its last digits), a guardian's phone (four digits or more) or the child's identity document number.",
  },
);

export const registrationOfficeDecide = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeDecide,
  {
    body: zc.object({
      id: zc.coerce.number().int().positive().max(2_147_483_647),
      decision: zc.enum(OFFICE_DECISIONS, { error: "validation.invalidOption" }),
      reason: reasonText.optional(),
    }),
    response: applicationSchema,
    tag,
    summary:
      "Moves an application on (spec §4): start review, approve, deny (a reason), or ask the family for more information (a reason; reopens it for editing). Approving while a document is not accepted or the interview is not passed is refused (code 409, naming what is open) unless a `reason` is given: then the place is offered and the application keeps what was open and why.",
  },
);

export const registrationOfficeDecideMany = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeDecideMany,
  {
    body: zc
      .object({
        ids: zc
          .array(zc.coerce.number().int().positive().max(2_147_483_647))
          .min(1, { error: "validation.selectItems" })
          .max(DECIDE_MANY_MAX, { error: "validation.tooManyItems" }),
        decision: zc.enum(OFFICE_DECISIONS, { error: "validation.invalidOption" }),
        reason: reasonText.optional(),
      })
      .refine((b) => (b.decision !== "deny" && b.decision !== "request_info") || b.reason, {
        path: ["reason"],
        error: "validation.reasonRequired",
      }),
    response: batchOutcomesSchema,
    tag,
    summary:
      "One decision on many applications (issue 37, item 15), each moved as `decide` moves one and the family told; one reason for all (required to deny or ask for more). Each answers on its own: one in another state, another school's, or (approving) with something still open is left as it was and says why — a place is offered over what is open only one application at a time.",
  },
);

export const registrationOfficeReviewDocument = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeReviewDocument,
  {
    body: zc.object({
      id: zc.coerce.number().int().positive().max(2_147_483_647),
      code: zc.string().min(1).max(40),
      review: zc.enum(DOCUMENT_REVIEWS, { error: "validation.invalidOption" }),
      remark: reasonText.optional(),
    }),
    response: applicationSchema,
    tag,
    summary:
      "Accepts or rejects one document with a remark (rejecting needs one); the guardian then replaces that file alone.",
  },
);

export const registrationPay = defineEndpoint(registrationRoutes.registrationPay, {
  body: payRequestSchema,
  response: payAnswerSchema,
  tag,
  summary:
    "Opens an order for a submitted application's fee with WeChat Pay or Alipay (replacing an unpaid one) and answers where to pay.",
});

export const registrationPaymentResult = defineEndpoint(
  registrationRoutes.registrationPaymentResult,
  {
    body: applicationActionSchema,
    response: applicationSchema,
    tag,
    summary:
      "The application after asking the provider how its open order stands (the result pages poll it): never inferred from the browser's return.",
  },
);

export const registrationPayNotify = defineEndpoint(registrationRoutes.registrationPayNotify, {
  body: payNotifySchema,
  response: zc.object({ accepted: zc.boolean() }),
  tag,
  summary:
    "The payment provider's notification that an order is paid: signed (verified against the shared key), checked against the order's amount, idempotent.",
});

/** Which fee a payment is for; the application fee unless told. */
const feeKind = zc.enum(FEE_KINDS, { error: "validation.invalidOption" }).optional();

export const registrationUploadSlip = defineEndpoint(registrationRoutes.registrationUploadSlip, {
  body: uploadRequestSchema("document").extend({
    application_id: zc.coerce.number().int().positive().max(2_147_483_647),
    fee: feeKind,
  }),
  response: applicationSchema,
  tag,
  summary:
    "Pays a fee offline — the application fee once submitted, the registration fee once a place is offered: the bank's deposit slip (image or PDF, checked by content), for the office to confirm.",
});

export const registrationOfficeDecideSlip = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeDecideSlip,
  {
    body: zc.object({
      id: zc.coerce.number().int().positive().max(2_147_483_647),
      decision: zc.enum(SLIP_DECISIONS, invalidOption),
      reason: reasonText.optional(),
      fee: feeKind,
    }),
    response: applicationSchema,
    tag,
    summary:
      "The office confirms a deposit slip (the fee is paid) or rejects it with a reason (the family pays again).",
  },
);

export const registrationOfficeEnrol = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeEnrol,
  {
    body: zc.object({ id: zc.coerce.number().int().positive().max(2_147_483_647) }),
    response: applicationSchema,
    tag,
    summary:
      "Records that an approved child has enrolled, and refunds the registration fee they paid: through the provider for an online payment; a slip's is marked refunded for the school to pay back. Twice answers the same.",
  },
);

export const registrationInterviewSessions = defineEndpoint(
  registrationRoutes.registrationInterviewSessions,
  {
    body: applicationActionSchema,
    response: interviewSessionsSchema,
    tag,
    summary:
      "The interview sessions an application may book now (its class, published, places left, not yet begun) and the booking window.",
  },
);

export const registrationBookInterview = defineEndpoint(
  registrationRoutes.registrationBookInterview,
  {
    body: bookInterviewRequestSchema,
    response: applicationSchema,
    tag,
    summary:
      "Books an interview session for an application whose fee is paid, or moves the booking until the school's days before it; the session's places are the database's to count.",
  },
);

export const registrationAskInterviewTime = defineEndpoint(
  registrationRoutes.registrationAskInterviewTime,
  {
    body: applicationActionSchema,
    response: applicationSchema,
    tag,
    summary:
      "None of the sessions suits the family: the school is asked to arrange a time (to be scheduled); a booked place is given back.",
  },
);

const whenText = (example: string) =>
  zc.iso
    .datetime({ offset: true, error: "validation.invalidOption" })
    .meta({ examples: [example] });
const sessionText = zc
  .string()
  .trim()
  .min(1, { error: "validation.required" })
  .max(INTERVIEW_TEXT_MAX, { error: "validation.tooLong" });

export const registrationOfficeSessions = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeSessions,
  {
    body: zc.object({}),
    response: zc.object({
      sessions: zc.array(officeSessionSchema),
    }),
    tag,
    summary:
      "The office's interview sessions of its school's current intake, earliest first, with places booked.",
  },
);

export const registrationOfficeSaveSession = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeSaveSession,
  {
    body: zc
      .object({
        id: zc.coerce.number().int().positive().max(2_147_483_647).optional(),
        class_code: zc.string().max(10).optional(),
        starts_at: whenText("2026-12-05T01:30:00.000Z"),
        ends_at: whenText("2026-12-05T02:15:00.000Z"),
        venue: sessionText,
        /** The venue in English, for English readers (blank: they read `venue`). */
        venue_en: zc
          .string()
          .trim()
          .max(INTERVIEW_TEXT_MAX, { error: "validation.tooLong" })
          .optional(),
        group_name: sessionText,
        capacity: zc.coerce
          .number({ error: "validation.wholeNumber" })
          .int({ error: "validation.wholeNumber" })
          .min(1, { error: "validation.tooSmall" })
          .max(INTERVIEW_CAPACITY_MAX, { error: "validation.tooLarge" }),
        published: zc.boolean(),
      })
      .refine((s) => Date.parse(s.ends_at) > Date.parse(s.starts_at), {
        path: ["ends_at"],
        error: "validation.endBeforeStart",
      }),
    response: officeSessionSchema,
    tag,
    summary:
      "Adds or changes an interview session (time, venue, group, places, published); never fewer places than are booked.",
  },
);

export const registrationOfficeSettings = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeSettings,
  {
    body: zc.object({}),
    response: zc.nullable(registrationSettingsSchema),
    tag,
    summary:
      "The school's registration as the office set it (issue 37, item 15): intake, window, fees, interview booking, classes and documents with their names in three languages, each saying whether applications use it; null before the school has one (it takes no applications online).",
  },
);

export const registrationOfficeSaveSettings = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeSaveSettings,
  {
    body: registrationSettingsRequestSchema,
    response: registrationSettingsSchema,
    tag,
    summary:
      "Sets the school's registration whole: the intake, the window (end not before start), the fees (minor unit), the interview booking window, the classes (one at least, codes unique) and the documents (codes unique). A class or document that applications use cannot be taken away (409, naming it); a blank Simplified name is the Chinese converted.",
  },
);

/** Which session (its id): to delete it, or read its roster. */
const sessionIdBody = zc.object({ id: zc.coerce.number().int().positive().max(2_147_483_647) });

export const registrationOfficeSessionRoster = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeSessionRoster,
  {
    body: sessionIdBody,
    response: sessionRosterSchema,
    tag,
    summary:
      "A session's roster for the interview day (issue 37, item 15): the session and each family booked in it, by application number, with whether and when they checked in; a session of another school or intake is 404.",
  },
);

export const registrationOfficeDeleteSession = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeDeleteSession,
  {
    body: sessionIdBody,
    response: zc.null(),
    tag,
    summary:
      "Deletes a session no family has booked (one added by mistake, say); a booked session is refused (409) — place its families in another first.",
  },
);

export const registrationOfficeAssignInterview = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeAssignInterview,
  {
    body: bookInterviewRequestSchema,
    response: applicationSchema,
    tag,
    summary:
      "The office places an application in a session (a family that asked for another time, say), within the session's places.",
  },
);

export const registrationOfficeCheckIn = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeCheckIn,
  {
    body: zc.object({
      code: zc
        .string()
        .regex(CHECK_IN_CODE_PATTERN, invalidOption)
        .meta({ examples: ["0123456789abcdef0123456789abcdef"] }),
      /** Only look: whose booking it is and for which session, nothing changed. */
      look: zc.boolean().optional(),
      /** Why the family is checked in on another day than the session's (required then). */
      reason: reasonText.optional(),
    }),
    response: applicationSchema,
    tag,
    summary:
      "Checks a family in by the code of their booking's QR code (`look`: only says whose booking it is): the interview is then under review. Only on the session's day, unless a reason is given; checking in twice answers the same.",
  },
);

export const registrationOfficeInterviewResult = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeInterviewResult,
  {
    body: zc.object({
      id: zc.coerce.number().int().positive().max(2_147_483_647),
      result: zc.enum(INTERVIEW_RESULTS, invalidOption),
    }),
    response: applicationSchema,
    tag,
    summary:
      "Records an interview's result: passed, failed, or waitlist (the next number on the intake's list). A waitlisted family may pass later.",
  },
);

export const registrationOfficeAssessInterview = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeAssessInterview,
  {
    body: zc.object({
      id: zc.coerce.number().int().positive().max(2_147_483_647),
      /** A whole number from 0 to 100, or null for none. */
      score: zc
        .number({ error: "validation.wholeNumber" })
        .int({ error: "validation.wholeNumber" })
        .min(0, { error: "validation.tooSmall" })
        .max(INTERVIEW_SCORE_MAX, { error: "validation.tooLarge" })
        .nullable(),
      notes: zc.string().trim().max(INTERVIEW_NOTES_MAX, { error: "validation.tooLong" }),
    }),
    response: applicationSchema,
    tag,
    summary:
      "Keeps the interviewers' score (0–100, or none) and notes on the child (issue 37, item 15), for the office alone: after check-in, until the place is decided (as the result). Saving again replaces them and says who wrote them.",
  },
);

export const registrationOfficeExtendOffer = defineEndpoint(
  registrationOfficeRoutes.registrationOfficeExtendOffer,
  {
    body: zc.object({
      id: zc.coerce.number().int().positive().max(2_147_483_647),
      /** The new last day (school time) to pay the registration fee: today or later. */
      until: zc
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.required" })
        .meta({ examples: ["2026-12-31"] }),
    }),
    response: applicationSchema,
    tag,
    summary:
      "Gives a family with an offered place until the end of another school day to pay the registration fee (issue 37, item 15), before or after the first limit passed; the day is today or later. Only an approved application whose registration fee is still due.",
  },
);

/** Every endpoint of the feature, by id: one spread in the contract's table (src/endpoints.ts). */
export const registrationEndpoints = {
  registrationSendCode,
  registrationLogin,
  registrationSchool,
  registrationDemoOutbox,
  registrationApplications,
  registrationApplication,
  registrationSaveDraft,
  registrationUploadDocument,
  registrationSubmit,
  registrationCopy,
  registrationDeleteDraft,
  registrationOfficeApplications,
  registrationOfficeDecide,
  registrationOfficeDecideMany,
  registrationOfficeReviewDocument,
  registrationPay,
  registrationPaymentResult,
  registrationPayNotify,
  registrationUploadSlip,
  registrationOfficeDecideSlip,
  registrationInterviewSessions,
  registrationBookInterview,
  registrationAskInterviewTime,
  registrationOfficeSessions,
  registrationOfficeSessionRoster,
  registrationOfficeSettings,
  registrationOfficeSaveSettings,
  registrationOfficeSaveSession,
  registrationOfficeDeleteSession,
  registrationOfficeAssignInterview,
  registrationOfficeCheckIn,
  registrationOfficeInterviewResult,
  registrationOfficeAssessInterview,
  registrationOfficeExtendOffer,
  registrationOfficeEnrol,
} as const;

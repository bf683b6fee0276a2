import { z as zc } from "zod";
import { defineEndpoint } from "../endpoint";
import { loginResponseSchema } from "../schemas/account";
import { uploadRequestSchema } from "../schemas/uploads";
import { pageRequestSchema } from "../paging";
import { APPLICATION_STATUSES, DOCUMENT_REVIEWS, OFFICE_DECISIONS } from "./application";
import { registrationRoutes } from "./routes";
import {
  applicationActionSchema,
  applicationDocumentSchema,
  applicationRequestSchema,
  applicationSchema,
  applicationPageSchema,
  applicationsRequestSchema,
  applicationsSchema,
  savedDraftSchema,
  saveDraftRequestSchema,
} from "./schemas";
import {
  codeLoginRequestSchema,
  demoOutboxRequestSchema,
  demoOutboxSchema,
  registrationSchoolRequestSchema,
  registrationSchoolSchema,
  sendCodeAnswerSchema,
  sendCodeRequestSchema,
} from "./sign-in-schemas";

const tag = "registration";

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

export const registrationOfficeApplications = defineEndpoint(
  registrationRoutes.registrationOfficeApplications,
  {
    body: pageRequestSchema.extend({
      status: zc.enum(APPLICATION_STATUSES).optional(),
      search: zc.string().trim().max(60, { error: "validation.tooLong" }).optional(),
    }),
    response: applicationPageSchema,
    tag,
    summary:
      "The office's list of its school's applications (never a draft never submitted), oldest submission first; by state and by number or child's name.",
  },
);

export const registrationOfficeDecide = defineEndpoint(
  registrationRoutes.registrationOfficeDecide,
  {
    body: zc.object({
      id: zc.coerce.number().int().positive().max(2_147_483_647),
      decision: zc.enum(OFFICE_DECISIONS, { error: "validation.invalidOption" }),
      reason: reasonText.optional(),
    }),
    response: applicationSchema,
    tag,
    summary:
      "Moves an application on (spec §4): start review, approve, deny (a reason), or ask the family for more information (a reason; reopens it for editing).",
  },
);

export const registrationOfficeReviewDocument = defineEndpoint(
  registrationRoutes.registrationOfficeReviewDocument,
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
  registrationOfficeReviewDocument,
} as const;

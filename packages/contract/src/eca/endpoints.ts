import { z } from "zod";
import { batchOutcomesSchema } from "../batch";
import { defineEndpoint } from "../endpoint";
import { ecaRoutes } from "./routes";
import {
  ecaApprovalPageSchema,
  ecaCategorySchema,
  ecaImportPageSchema,
  ecaImportPreviewSchema,
  ecaEventPageSchema,
  ecaEventSchema,
  ecaEntryPageSchema,
  ecaEntrySchema,
  ecaEventsRequestSchema,
  ecaPrizeSchema,
  ecaRecordPageSchema,
  ecaRecordSchema,
  ecaRuleSchema,
  ecaSettingsSchema,
  ecaStudentsSchema,
  ecaTagSchema,
  ecaTeachersSchema,
  ecaTraitSchema,
} from "./schemas";
import { saveAwardsSchema, saveEntrySchema } from "./entry-request";
import { saveEventSchema } from "./event-request";
import { submitRecordSchema } from "./submission-request";
import { attachmentSchema, uploadRequestSchema } from "../schemas/uploads";
import {
  saveCategorySchema,
  savePrizeSchema,
  saveRuleSchema,
  saveTagSchema,
} from "./setting-request";
import {
  ECA_APPROVALS,
  ECA_DECIDE_MAX,
  ECA_DECISIONS,
  ECA_ENTRIES_MAX,
  ECA_REASON_MAX,
  ECA_SHORT_MAX,
  ECA_SETTING_KINDS,
  ECA_SETTING_STATUSES,
  ECA_SOURCES,
} from "./values";
import { pageRequestSchema } from "../paging";
import { ecaProfileRequestSchema, ecaProfileSchema } from "./profile";
import { ecaDashboardRequestSchema, ecaDashboardSchema } from "./dashboard";
import {
  decideTraitsSchema,
  ecaRecognitionDetailSchema,
  ecaRecognitionPageSchema,
  ecaRecognitionRequestSchema,
  ecaRecognitionSchema,
  ecaRecognitionsRequestSchema,
  ecaTraitDecisionsResultSchema,
  recognizeSchema,
} from "./recognition";

const tag = "eca";

const recordId = () => z.coerce.number().int().positive().max(2_147_483_647);

/** Records one call acts on: at least one, at most `max`. */
const recordIds = (max: number) =>
  z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(max, { error: "validation.tooManyItems" })
    .refine((ids) => ids.length > 0, { error: "validation.selectItems" });

/** A decision on waiting records: a reason is required to refuse (the submitter reads it). */
const decision = (max: number) =>
  z
    .object({
      ids: recordIds(max),
      decision: z.enum(ECA_DECISIONS, { error: "validation.invalidOption" }),
      reason: z.string().trim().max(ECA_REASON_MAX, { error: "validation.tooLong" }).optional(),
    })
    .refine((b) => b.decision === "pass" || (b.reason ?? "") !== "", {
      path: ["reason"],
      error: "validation.reasonRequired",
    });

const settingRef = {
  kind: z.enum(ECA_SETTING_KINDS, { error: "validation.invalidOption" }),
  id: z.coerce.number().int().positive().max(2_147_483_647),
};

export const ecaSettings = defineEndpoint(ecaRoutes.ecaSettings, {
  body: z.object({}),
  response: ecaSettingsSchema,
  tag,
  summary:
    "The school's ECA categories, prizes and tags (enabled and disabled, with how often each is used), its scoring rule and its school years.",
});

export const ecaSaveCategory = defineEndpoint(ecaRoutes.ecaSaveCategory, {
  body: saveCategorySchema,
  response: ecaCategorySchema,
  tag,
  summary:
    "Adds a category (both names, a score, a status, an optional yearly cap) or changes one.",
});

export const ecaSavePrize = defineEndpoint(ecaRoutes.ecaSavePrize, {
  body: savePrizeSchema,
  response: ecaPrizeSchema,
  tag,
  summary: "Adds a prize (both names, a multiplier, a quantity, a status) or changes one.",
});

export const ecaSaveTag = defineEndpoint(ecaRoutes.ecaSaveTag, {
  body: saveTagSchema,
  response: ecaTagSchema,
  tag,
  summary: "Adds a tag (both names, a status) or changes one.",
});

export const ecaSettingStatus = defineEndpoint(ecaRoutes.ecaSettingStatus, {
  body: z.object({
    ...settingRef,
    status: z.enum(ECA_SETTING_STATUSES, { error: "validation.invalidOption" }),
  }),
  response: ecaSettingsSchema,
  tag,
  summary:
    "Enables or disables a category, prize or tag: a disabled one stays on old records but cannot be chosen for new ones.",
});

export const ecaDeleteSetting = defineEndpoint(ecaRoutes.ecaDeleteSetting, {
  body: z.object(settingRef),
  response: ecaSettingsSchema,
  tag,
  summary: "Deletes a category, prize or tag no record uses (one in use can be disabled instead).",
});

export const ecaSaveTrait = defineEndpoint(ecaRoutes.ecaSaveTrait, {
  body: saveTagSchema,
  response: ecaTraitSchema,
  tag,
  summary:
    "Adds a trait item (both names, a status) to the school's vocabulary or changes one: what events recognise.",
});

export const ecaOlePreset = defineEndpoint(ecaRoutes.ecaOlePreset, {
  body: z.object({}),
  response: ecaSettingsSchema,
  tag,
  summary:
    "Adds Hong Kong's five Other Learning Experiences areas as categories, each once (a school then edits them).",
});

export const ecaSaveRule = defineEndpoint(ecaRoutes.ecaSaveRule, {
  body: saveRuleSchema,
  response: ecaRuleSchema,
  tag,
  summary:
    "The school's region (level words) and scoring switches: level factors, group awards at a fraction.",
});

export const ecaEvents = defineEndpoint(ecaRoutes.ecaEvents, {
  body: ecaEventsRequestSchema,
  response: ecaEventPageSchema,
  tag,
  summary:
    "The school's ECA events, latest first, filtered by year, semester, category, tag, region, grade, status and source, or the caller's own ('mine').",
});

export const ecaMyRecords = defineEndpoint(ecaRoutes.ecaMyRecords, {
  body: pageRequestSchema.extend({
    status: z.enum(ECA_APPROVALS, { error: "validation.invalidOption" }).optional(),
  }),
  response: ecaRecordPageSchema,
  tag,
  summary:
    "A student's own ECA records (a parent's: their current child's), latest first, each with its state and the reason it was refused, and what the passed ones add up to.",
});

export const ecaUploadCertificate = defineEndpoint(ecaRoutes.ecaUploadCertificate, {
  body: uploadRequestSchema("image"),
  response: attachmentSchema,
  tag,
  summary:
    "A photo of a certificate (gif, jpeg, png or bmp by its content, at most 5 MB), kept for the submission that names it next.",
});

export const ecaUploadEventFile = defineEndpoint(ecaRoutes.ecaUploadEventFile, {
  body: uploadRequestSchema("document"),
  response: attachmentSchema,
  tag,
  summary:
    "A file of an event (a notice, a programme: a PDF or an image by its content, at most 10 MB), kept for the event that names it next in `attachments`.",
});

export const ecaUploadEventPhoto = defineEndpoint(ecaRoutes.ecaUploadEventPhoto, {
  body: uploadRequestSchema("image"),
  response: attachmentSchema,
  tag,
  summary:
    "A photo of an event (gif, jpeg, png or bmp by its content, at most 5 MB), kept for the event that names it next in `photos`.",
});

export const ecaSubmitRecord = defineEndpoint(ecaRoutes.ecaSubmitRecord, {
  body: submitRecordSchema,
  response: ecaRecordSchema,
  tag,
  summary:
    "A parent submits their current child's outside activity or award with the certificate's photos: an event and an entry of the parent source, waiting for the school. With `id`, corrects and sends again one of the child's that was not passed (its reason stays with it until decided again).",
});

export const ecaEvent = defineEndpoint(ecaRoutes.ecaEvent, {
  body: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: ecaEventSchema,
  tag,
  summary: "One event of the school whole, with its version and what the caller may do with it.",
});

export const ecaTeachers = defineEndpoint(ecaRoutes.ecaTeachers, {
  body: z.object({}),
  response: ecaTeachersSchema,
  tag,
  summary: "The school's teachers, for an event's responsible teachers.",
});

export const ecaSaveEvent = defineEndpoint(ecaRoutes.ecaSaveEvent, {
  body: saveEventSchema,
  response: ecaEventSchema,
  tag,
  summary:
    "Adds an event (pending the office's approval) or changes one's basic information: the office any of the school's, a teacher those they created or answer for. A change made since the version read is refused; a disabled category or label cannot be newly chosen.",
});

export const ecaApprovals = defineEndpoint(ecaRoutes.ecaApprovals, {
  body: pageRequestSchema.extend({
    source: z.enum(ECA_SOURCES, { error: "validation.invalidOption" }),
    status: z.enum(ECA_APPROVALS, { error: "validation.invalidOption" }).default("pending"),
  }),
  response: ecaApprovalPageSchema,
  tag,
  summary:
    "Events of one source (the school's, teachers', parents') in one approval state: those waiting longest first; decided ones latest first.",
});

export const ecaDecideEvents = defineEndpoint(ecaRoutes.ecaDecideEvents, {
  body: decision(ECA_DECIDE_MAX),
  response: batchOutcomesSchema,
  tag,
  summary:
    "Passes or refuses (with one reason for all) up to 100 waiting events at once; answers each one's outcome. Only the office, or a teacher for events they answer for and did not add.",
});

export const ecaDeleteEvent = defineEndpoint(ecaRoutes.ecaDeleteEvent, {
  body: z.object({ id: recordId() }),
  response: z.object({ removed: z.number().int() }),
  tag,
  summary:
    "Deletes an event with its students' entries (the answer counts them): the office any of the school's, a teacher one they may change until it is passed (then 409); the 'delete' action key on the event list.",
});

export const ecaSaveAwards = defineEndpoint(ecaRoutes.ecaSaveAwards, {
  body: saveAwardsSchema,
  response: ecaEventSchema,
  tag,
  summary:
    "Step 2 of the editor: the trait items an event recognises (at least one for a competition) and the prizes it awards, how many of each. Same editors and version rule as the basic information; a disabled trait or prize cannot be newly chosen.",
});

export const ecaEntries = defineEndpoint(ecaRoutes.ecaEntries, {
  body: pageRequestSchema.extend({
    event_id: recordId(),
    status: z.enum(ECA_APPROVALS, { error: "validation.invalidOption" }).optional(),
    /** One class's entries ("4A"). */
    class_name: z.string().max(10).optional(),
  }),
  response: ecaEntryPageSchema,
  tag,
  summary:
    "An event's student entries in class and class-number order, optionally of one approval state and one class, with how many wait for a decision (of that class).",
});

export const ecaStudents = defineEndpoint(ecaRoutes.ecaStudents, {
  body: z.object({
    class_name: z.string().trim().max(20).optional(),
    /** A name, a student number, or a class and number ("4A 12", "4A12"). */
    q: z.string().trim().max(ECA_SHORT_MAX).optional(),
  }),
  response: ecaStudentsSchema,
  tag,
  summary:
    "The school's classes, and the students of one class (in class-number order) or those a search finds (at most 50).",
});

export const ecaAddEntries = defineEndpoint(ecaRoutes.ecaAddEntries, {
  body: z.object({
    event_id: recordId(),
    student_ids: recordIds(ECA_ENTRIES_MAX),
    competition_item: z.string().trim().max(ECA_SHORT_MAX).optional(),
  }),
  response: z.object({ added: z.number().int(), already: z.number().int() }),
  tag,
  summary:
    "Adds students of the school to an event the caller edits (recorded by the school: passed); those already in it are counted, not added twice.",
});

export const ecaSaveEntry = defineEndpoint(ecaRoutes.ecaSaveEntry, {
  body: saveEntrySchema,
  response: ecaEntrySchema,
  tag,
  summary:
    "Changes one student's entry: award, level, competition item, remark, achievement, role and hours; its score is worked out again by the rule.",
});

export const ecaRemoveEntries = defineEndpoint(ecaRoutes.ecaRemoveEntries, {
  body: z.object({ event_id: recordId(), ids: recordIds(ECA_ENTRIES_MAX) }),
  response: z.object({ removed: z.number().int() }),
  tag,
  summary: "Removes students' entries from an event the caller edits.",
});

export const ecaMoveEntries = defineEndpoint(ecaRoutes.ecaMoveEntries, {
  body: z.object({
    event_id: recordId(),
    ids: recordIds(ECA_ENTRIES_MAX),
    to_event_id: z.coerce
      .number({ error: "validation.moveTarget" })
      .int()
      .positive({ error: "validation.moveTarget" }),
  }),
  response: batchOutcomesSchema,
  tag,
  summary:
    "Moves students' entries to another event the caller edits (both scores worked out again); one whose student is already in the target stays, said in its result.",
});

export const ecaDecideEntries = defineEndpoint(ecaRoutes.ecaDecideEntries, {
  body: decision(ECA_DECIDE_MAX),
  response: batchOutcomesSchema,
  tag,
  summary:
    "Passes or refuses (one reason for all) waiting student entries, such as a parent's submissions: the office any, a teacher those of events they answer for.",
});

export const ecaImportCheck = defineEndpoint(ecaRoutes.ecaImportCheck, {
  body: uploadRequestSchema("spreadsheet"),
  response: ecaImportPreviewSchema,
  tag,
  summary:
    "Checks an import file (the template's .xlsx, or its rows as CSV in UTF-8, UTF-16, Big5 or GBK, found from the bytes; at most 5,000 rows): keeps it and answers a preview — the rows it would write and each refused row's number, column and reason. Writes no record.",
});

export const ecaImport = defineEndpoint(ecaRoutes.ecaImport, {
  body: z.object({ id: recordId() }),
  response: ecaImportPreviewSchema,
  tag,
  summary:
    "One import of the school with its preview (the refused rows, the first rows it writes).",
});

export const ecaImportConfirm = defineEndpoint(ecaRoutes.ecaImportConfirm, {
  body: z.object({ id: recordId() }),
  response: ecaImportPreviewSchema,
  tag,
  summary:
    "Writes a checked import's accepted rows, all in one transaction or none (checked again first: a preview the records have since outdated is refused with the new preview). Confirming one already imported writes nothing.",
});

export const ecaImports = defineEndpoint(ecaRoutes.ecaImports, {
  body: pageRequestSchema,
  response: ecaImportPageSchema,
  tag,
  summary:
    "The school's import history, latest first: who, when, which file, rows written and refused, and whether it was undone.",
});

export const ecaImportUndo = defineEndpoint(ecaRoutes.ecaImportUndo, {
  body: z.object({ id: recordId() }),
  response: ecaImportPreviewSchema,
  tag,
  summary:
    "Undoes an import: removes the student records it wrote and the events it made that hold no other record, in one transaction.",
});

export const ecaImportDiscard = defineEndpoint(ecaRoutes.ecaImportDiscard, {
  body: z.object({ id: recordId() }),
  response: z.object({ id: z.number().int().positive() }),
  tag,
  summary:
    "Discards an import that was checked and never confirmed: its preview and its file go, nothing else (it wrote no record). One already imported or undone is refused (code 409).",
});

export const ecaRecognize = defineEndpoint(ecaRoutes.ecaRecognize, {
  body: recognizeSchema,
  response: ecaRecognitionSchema,
  tag,
  summary:
    "Starts AI recognition of special traits for an event's students (its editors) or one student's records (the office): answers the job in progress at once; a job already running for the same target is answered instead of a second one.",
});

export const ecaRetryRecognition = defineEndpoint(ecaRoutes.ecaRetryRecognition, {
  body: z.object({ id: recordId() }),
  response: ecaRecognitionSchema,
  tag,
  summary: "Runs a failed recognition job again (one that is not failed is answered as it is).",
});

export const ecaRecognitions = defineEndpoint(ecaRoutes.ecaRecognitions, {
  body: ecaRecognitionsRequestSchema,
  response: ecaRecognitionPageSchema,
  tag,
  summary:
    "Recognition jobs the caller may see, latest first, filtered by state, event or class: a teacher's are those of events they edit.",
});

export const ecaRecognition = defineEndpoint(ecaRoutes.ecaRecognition, {
  body: ecaRecognitionRequestSchema,
  response: ecaRecognitionDetailSchema,
  tag,
  summary:
    "One recognition job with a page of its proposed traits (student, trait, strength, the words read as evidence, the decision), optionally of one decision.",
});

export const ecaDecideTraits = defineEndpoint(ecaRoutes.ecaDecideTraits, {
  body: decideTraitsSchema,
  response: ecaTraitDecisionsResultSchema,
  tag,
  summary:
    "Accepts or rejects proposed traits (at most 100), all or none: accepted ones form the student's personality overview. A teacher decides those of events they edit.",
});

export const ecaProfile = defineEndpoint(ecaRoutes.ecaProfile, {
  body: ecaProfileRequestSchema,
  response: ecaProfileSchema,
  tag,
  summary:
    "One student's ECA profile: the personality overview (traits teachers accepted), scores by category for a school year beside the class's and grade's averages, hours, and every passed record (the SLP and OEA views). A student or parent reads their own (child's); a teacher the students of events they edit; the office any of the school's.",
});

export const ecaDashboard = defineEndpoint(ecaRoutes.ecaDashboard, {
  body: ecaDashboardRequestSchema,
  response: ecaDashboardSchema,
  tag,
  summary:
    "The ECA dashboard for a school year or semester: participation rate, hours, average score, awards by level, scores by category and the most confirmed traits of the school, a grade or a class, beside the wider scopes, with the grades, classes or students below it as rows.",
});

/** Every endpoint of the feature, by id: one spread in the contract's table (src/endpoints.ts). */
export const ecaEndpoints = {
  ecaSettings,
  ecaSaveCategory,
  ecaSavePrize,
  ecaSaveTag,
  ecaSaveTrait,
  ecaSettingStatus,
  ecaDeleteSetting,
  ecaOlePreset,
  ecaSaveRule,
  ecaEvents,
  ecaMyRecords,
  ecaUploadCertificate,
  ecaUploadEventFile,
  ecaUploadEventPhoto,
  ecaSubmitRecord,
  ecaEvent,
  ecaTeachers,
  ecaSaveEvent,
  ecaApprovals,
  ecaDecideEvents,
  ecaDeleteEvent,
  ecaSaveAwards,
  ecaEntries,
  ecaStudents,
  ecaAddEntries,
  ecaSaveEntry,
  ecaRemoveEntries,
  ecaMoveEntries,
  ecaDecideEntries,
  ecaImportCheck,
  ecaImport,
  ecaImportConfirm,
  ecaImports,
  ecaImportUndo,
  ecaImportDiscard,
  ecaRecognize,
  ecaRetryRecognition,
  ecaRecognitions,
  ecaRecognition,
  ecaDecideTraits,
  ecaProfile,
  ecaDashboard,
} as const;

import { z } from "zod";
import { pageOf, pageRequestSchema } from "../paging";
import { attachmentSchema } from "../schemas/uploads";
import {
  ECA_APPROVALS,
  ECA_GRADES,
  ECA_IMPORT_STATUSES,
  ECA_LEVELS,
  ECA_NATURES,
  ECA_REGIONS,
  ECA_SCHOOL_REGIONS,
  ECA_SEMESTERS,
  ECA_SETTING_STATUSES,
  ECA_SHORT_MAX,
  ECA_SOURCES,
  ECA_TYPES,
} from "./values";

/*
 * The ECA tracker's answer shapes (requests a form sends are in setting-request.ts). Names the
 * school manages (categories, prizes, tags, traits, events) come in three forms: `name_zh` as the
 * school wrote it, `name_cn` in Simplified script for zh-CN readers (the office's own form, or
 * the Chinese converted), `name_en`. People's names come as they write them (`name_zh`,
 * `name_en`). Scores and multipliers are decimals (10.5 points, ×1.5); days are "YYYY-MM-DD".
 */

/** A person (a teacher, who added a record): their names as they write them. */
export const ecaPersonSchema = z.object({
  id: z.number().int().positive(),
  name_zh: z.string(),
  name_en: z.string(),
});

/** A name the school manages (a category, prize, tag, trait) in its three forms. */
export const ecaNamedSchema = z.object({
  id: z.number().int().positive(),
  name_zh: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
});

const settingBase = {
  ...ecaNamedSchema.shape,
  /** The office's own Simplified form, "" when `name_cn` is the Chinese converted. */
  own_name_cn: z.string(),
  status: z.enum(ECA_SETTING_STATUSES),
  /** How many events (categories, tags) or awards (prizes) use it: one in use cannot be deleted. */
  used: z.number().int().nonnegative(),
};

export const ecaCategorySchema = z.object({
  ...settingBase,
  score: z.number(),
  /** The most a student gains in it in a school year; null: no cap. */
  cap: z.number().nullable(),
  /** Set on a category the OLE preset added ("ole.moral"). */
  preset_key: z.string().nullable(),
});
export type EcaCategory = z.infer<typeof ecaCategorySchema>;

export const ecaPrizeSchema = z.object({
  ...settingBase,
  multiplier: z.number(),
  quantity: z.number().int(),
});
export type EcaPrize = z.infer<typeof ecaPrizeSchema>;

export const ecaTagSchema = z.object(settingBase);
export type EcaTag = z.infer<typeof ecaTagSchema>;

/** A trait item (the spec's "feature item": leadership, teamwork, …) an event recognises. */
export const ecaTraitSchema = z.object(settingBase);
export type EcaTrait = z.infer<typeof ecaTraitSchema>;

export const ecaRuleSchema = z.object({
  region: z.enum(ECA_SCHOOL_REGIONS),
  level_factors: z.boolean(),
  group_percent: z.number().int().nullable(),
});
export type EcaRule = z.infer<typeof ecaRuleSchema>;

/** The school's settings: what the editor, the filters and the settings page choose from. */
export const ecaSettingsSchema = z.object({
  rule: ecaRuleSchema,
  categories: z.array(ecaCategorySchema),
  prizes: z.array(ecaPrizeSchema),
  tags: z.array(ecaTagSchema),
  traits: z.array(ecaTraitSchema),
  /** School years that have events, latest first, and the current one (its starting year). */
  school_years: z.array(z.number().int()),
  current_year: z.number().int(),
});
export type EcaSettings = z.infer<typeof ecaSettingsSchema>;

/** An event as the list shows it. */
export const ecaEventRowSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name_zh: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  nature: z.enum(ECA_NATURES),
  type: z.enum(ECA_TYPES),
  category: ecaNamedSchema,
  tags: z.array(ecaNamedSchema),
  region: z.enum(ECA_REGIONS),
  school_year: z.number().int(),
  semester: z.enum(ECA_SEMESTERS),
  grade: z.enum(ECA_GRADES).nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  hours: z.number(),
  source: z.enum(ECA_SOURCES),
  status: z.enum(ECA_APPROVALS),
  /** Students with an entry, and the average score of the passed ones (null: none yet). */
  students: z.number().int(),
  average_score: z.number().nullable(),
  teachers: z.array(ecaPersonSchema),
});
export type EcaEventRow = z.infer<typeof ecaEventRowSchema>;

export const ecaEventPageSchema = pageOf(ecaEventRowSchema);

const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** The event list's filters (spec: school year, semester, category, tag, region, grade, status, source). */
export const ecaEventsRequestSchema = pageRequestSchema.extend({
  school_year: z.coerce.number().int().min(2000).max(2100).optional(),
  semester: z.enum(ECA_SEMESTERS).optional(),
  category_id: optionalId,
  tag_id: optionalId,
  region: z.enum(ECA_REGIONS).optional(),
  grade: z.enum(ECA_GRADES).optional(),
  status: z.enum(ECA_APPROVALS).optional(),
  source: z.enum(ECA_SOURCES).optional(),
  /** Code or either name contains it. */
  q: z.string().trim().max(ECA_SHORT_MAX).optional(),
  /** Only events the caller created or is a responsible teacher of ("my list"). */
  mine: z
    .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
    .transform((v) => v === true || v === "true" || v === "1")
    .optional(),
});
export type EcaEventsRequest = z.input<typeof ecaEventsRequestSchema>;
export type EcaEventsFilters = z.infer<typeof ecaEventsRequestSchema>;

/** Levels, in order: exported for the editor's select (S2) and the import. */
export const ecaLevelSchema = z.enum(ECA_LEVELS);

/** An event whole, as the editor reads it (its first step's fields, and what the list shows). */
export const ecaEventSchema = ecaEventRowSchema.extend({
  content: z.string(),
  organiser: z.string(),
  sub_items: z.array(z.string()),
  /** The time of day it starts and ends ("15:45", school time), or null when none was given. */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  /** Its files (a notice, a programme) and photos, in order. */
  attachments: z.array(attachmentSchema),
  photos: z.array(attachmentSchema),
  /** Read with the event and sent back with a change: a change made since is refused. */
  version: z.number().int(),
  reject_reason: z.string().nullable(),
  created_by: ecaPersonSchema.nullable(),
  created_at: z.string(),
  /** Step 2: the trait items it recognises and the prizes it awards, how many of each. */
  trait_ids: z.array(z.number().int().positive()),
  prizes: z.array(z.object({ prize_id: z.number().int().positive(), quantity: z.number().int() })),
  /** What the caller may do with it (the server checks each again). */
  can: z.object({ edit: z.boolean(), approve: z.boolean(), delete: z.boolean() }),
});
export type EcaEvent = z.infer<typeof ecaEventSchema>;

/** A student as the entries and the student picker show them (class and class number, the Hong Kong way). */
export const ecaStudentSchema = z.object({
  id: z.number().int().positive(),
  name_zh: z.string(),
  name_en: z.string(),
  class_name: z.string().nullable(),
  class_number: z.number().int().nullable(),
  student_no: z.string().nullable(),
});
export type EcaStudent = z.infer<typeof ecaStudentSchema>;

/** One student's entry in an event (spec §3 per-student entry), with its score by the rule. */
export const ecaEntrySchema = z.object({
  id: z.number().int().positive(),
  student: ecaStudentSchema,
  source: z.enum(ECA_SOURCES),
  status: z.enum(ECA_APPROVALS),
  reject_reason: z.string().nullable(),
  prize_id: z.number().int().positive().nullable(),
  level: z.enum(ECA_LEVELS).nullable(),
  competition_item: z.string(),
  remark: z.string(),
  achievement: z.string(),
  role: z.string(),
  /** The student's own hours; null: the event's. */
  hours: z.number().nullable(),
  /** By the rule (category × prize × level × group), before the yearly cap. */
  score: z.number(),
  /** Whether the caller may change, move or remove it (the event's editors). */
  editable: z.boolean(),
});
export type EcaEntry = z.infer<typeof ecaEntrySchema>;

export const ecaEntryPageSchema = pageOf(ecaEntrySchema).extend({
  /** How many of the event's entries wait for a decision (the "pending" tab's count). */
  pending: z.number().int(),
});
export type EcaEntryPage = z.infer<typeof ecaEntryPageSchema>;

/** The picker's answer: the school's classes, and the students of one class or a search. */
export const ecaStudentsSchema = z.object({
  classes: z.array(z.string()),
  students: z.array(ecaStudentSchema),
});
export type EcaStudents = z.infer<typeof ecaStudentsSchema>;

/** The school's teachers, for an event's responsible teachers. */
export const ecaTeachersSchema = z.object({ teachers: z.array(ecaPersonSchema) });

/** An event in the approval lists: how long it has waited, who added it, why it was refused. */
export const ecaApprovalRowSchema = ecaEventRowSchema.extend({
  /** When it was added or last changed (it waits since then). */
  waiting_since: z.string(),
  created_by: ecaPersonSchema.nullable(),
  reject_reason: z.string().nullable(),
  /**
   * A passed event a teacher changed (back for approval): the fields changed since it was
   * passed, by their names in `saveEvent` and `saveAwards` ("hours", "trait_ids"); else empty.
   */
  changed: z.array(z.string()),
  decided_at: z.string().nullable(),
  /** Whether the caller may pass or refuse it (the office; a teacher for events they answer for and did not add). */
  may_decide: z.boolean(),
  /** A parent's submission: the child's entry, its certificate and whether it looks recorded already. */
  submission: z
    .object({
      entry_id: z.number().int().positive(),
      student: ecaStudentSchema,
      prize: ecaNamedSchema.nullable(),
      level: z.enum(ECA_LEVELS).nullable(),
      achievement: z.string(),
      certificates: z.array(attachmentSchema),
      /** The same student already has this activity (same name, school year) with the same award. */
      duplicate: z.boolean(),
    })
    .nullable(),
});
export type EcaApprovalRow = z.infer<typeof ecaApprovalRowSchema>;

export const ecaApprovalPageSchema = pageOf(ecaApprovalRowSchema);

/** One record of a student's own list (`/smarteca/detail`): the entry with its event. */
export const ecaRecordSchema = z.object({
  id: z.number().int().positive(),
  event: z.object({
    id: z.number().int().positive(),
    code: z.string(),
    name_zh: z.string(),
    name_cn: z.string(),
    name_en: z.string(),
    nature: z.enum(ECA_NATURES),
    category: ecaNamedSchema,
    organiser: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
  }),
  source: z.enum(ECA_SOURCES),
  status: z.enum(ECA_APPROVALS),
  reject_reason: z.string().nullable(),
  prize: ecaNamedSchema.nullable(),
  level: z.enum(ECA_LEVELS).nullable(),
  competition_item: z.string(),
  achievement: z.string(),
  role: z.string(),
  /** The student's hours: their own, or the event's. */
  hours: z.number(),
  score: z.number(),
  remark: z.string(),
  /** A parent's submission: the certificate's photos. */
  certificates: z.array(attachmentSchema),
  /** The caller (a parent) may correct it and send it again: they submitted it, not yet passed. */
  editable: z.boolean(),
});
export type EcaRecord = z.infer<typeof ecaRecordSchema>;

/** A student's records, latest first, with who they are and what the passed ones add up to. */
export const ecaRecordPageSchema = pageOf(ecaRecordSchema).extend({
  student: ecaStudentSchema,
  /** Over the passed records of every page: how many, their hours. */
  passed: z.number().int(),
  hours: z.number(),
  pending: z.number().int(),
});
export type EcaRecordPage = z.infer<typeof ecaRecordPageSchema>;

/** A row the import refused: its number in the file (the header is row 1), where, and why. */
export const ecaImportProblemSchema = z.object({
  row: z.number().int(),
  /** The column's title in the caller's language; "" for the row as a whole. */
  column: z.string(),
  message: z.string(),
});
export type EcaImportProblem = z.infer<typeof ecaImportProblemSchema>;

/** A row the import will write (or wrote): whose, which event, which award. */
export const ecaImportRowSchema = z.object({
  row: z.number().int(),
  student: ecaStudentSchema,
  event: z.object({
    code: z.string(),
    name_zh: z.string(),
    name_cn: z.string(),
    name_en: z.string(),
    new: z.boolean(),
  }),
  prize: ecaNamedSchema.nullable(),
  level: z.enum(ECA_LEVELS).nullable(),
  competition_item: z.string(),
});
export type EcaImportRow = z.infer<typeof ecaImportRowSchema>;

/** One import: its file, who and when, what it makes and refuses; undone ones say when. */
export const ecaImportSchema = z.object({
  id: z.number().int().positive(),
  file_name: z.string(),
  file_size: z.number().int(),
  status: z.enum(ECA_IMPORT_STATUSES),
  created_by: ecaPersonSchema.nullable(),
  created_at: z.string(),
  imported_at: z.string().nullable(),
  undone_at: z.string().nullable(),
  /** Data rows read (the header not counted). */
  rows: z.number().int(),
  /** Rows that pass: written when confirmed (created, once imported). */
  accepted: z.number().int(),
  refused: z.number().int(),
  /** New events among the accepted rows' events. */
  new_events: z.number().int(),
});
export type EcaImport = z.infer<typeof ecaImportSchema>;

/** An import with its preview: the refused rows (at most 200 shown) and the first rows it writes. */
export const ecaImportPreviewSchema = ecaImportSchema.extend({
  /** Columns the file added after the template's ("備註"): not read, named so the office knows. */
  ignored_columns: z.array(z.string()),
  problems: z.array(ecaImportProblemSchema),
  sample: z.array(ecaImportRowSchema),
});
export type EcaImportPreview = z.infer<typeof ecaImportPreviewSchema>;

export const ecaImportPageSchema = pageOf(ecaImportSchema);

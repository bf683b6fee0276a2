import { z } from "zod";
import { ACTIONS, SCHOOL_ROLES } from "../accounts";
import { pageOf, pageRequestSchema } from "../paging";
import { attachmentSchema, uploadRequestSchema } from "../schemas/uploads";
import { IMPORT_COLUMNS, IMPORT_PEOPLE } from "../roster/values";
import { DAY_PATTERN } from "../calendar/values";
import { SCHOOL_REGIONS } from "../setup/values";
import { isValidPhone, normalizePhone, PHONE_REGIONS } from "../validators/phone";
import {
  AUDIT_KINDS,
  OUTBOX_CHANNELS,
  PERSON_KINDS,
  PERSON_STATUSES,
  ROSTER_IMPORT_KINDS,
  STAFF_USERNAME_PATTERN,
} from "./values";

/*
 * The office console's API shapes. Requests name their fields in camelCase; answers use
 * snake_case. Dates are ISO 8601 strings.
 */

/** A record's id: a whole number the database's integers hold. */
const recordId = z
  .number({ error: "validation.invalidType" })
  .int({ error: "validation.invalidType" })
  .min(1, { error: "validation.invalidType" })
  .max(2_147_483_647, { error: "validation.invalidType" });

/** "A whole school's roster" as a form sends it (multipart: text) or JSON does (a boolean). */
const fullRoster = z
  .union([z.boolean(), z.enum(["true", "false"])], { error: "validation.invalidType" })
  .transform((v) => v === true || v === "true")
  .default(false);

/** A roster file to check: `full` when it is the whole school (its absent students left). */
export const rosterCheckRequestSchema = uploadRequestSchema("roster").extend({ full: fullRoster });

/** A checked file (by its upload) previewed again, whole-school or not. */
export const rosterFileRequestSchema = z.object({ upload: recordId, full: fullRoster });
export type RosterFileRequest = z.input<typeof rosterFileRequestSchema>;

export const rosterCountsSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  left: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  guardians_added: z.number().int(),
});
export type RosterCountsAnswer = z.infer<typeof rosterCountsSchema>;

/** What importing a file would do (or, imported, did): nothing is written while any row is refused. */
export const rosterPreviewSchema = z.object({
  upload_id: z.number().int().positive(),
  file_name: z.string(),
  /** "xlsx", or the encoding a CSV file was read in ("utf-8", "big5", "gb18030", "utf-16le"). */
  format: z.string(),
  /** Whose file it is, told by its header: the students' roster or the staff list. */
  people: z.enum(IMPORT_PEOPLE),
  full: z.boolean(),
  /** Its `refused` counts a OneRoster bundle's refused teachers too. */
  counts: rosterCountsSchema,
  /** A OneRoster bundle's teachers (a staff list of it); null for a spreadsheet. */
  staff_counts: rosterCountsSchema.nullable(),
  /** The first refused cells: row (1 is the header), column (null: the whole row), reason. */
  problems: z.array(
    z.object({
      row: z.number().int(),
      column: z.enum(IMPORT_COLUMNS).nullable(),
      /** The column's title in the reader's language. */
      column_title: z.string().nullable(),
      message: z.string(),
    }),
  ),
  /** Refused cells beyond those listed. */
  more_problems: z.number().int(),
  /** Columns the file has that the roster does not read (ignored), as the file titles them. */
  extra_columns: z.array(z.string()),
  /** The import it became, once confirmed. */
  import_id: z.number().int().positive().nullable(),
});
export type RosterPreview = z.infer<typeof rosterPreviewSchema>;

/** One import of the history. */
export const rosterImportSchema = z.object({
  id: z.number().int().positive(),
  /** A roster or a staff list imported, or the year-end rollover (its `file_name`: the new school year). */
  kind: z.enum(ROSTER_IMPORT_KINDS),
  file_name: z.string(),
  full: z.boolean(),
  counts: rosterCountsSchema,
  /** A OneRoster bundle's teachers; null for a spreadsheet. */
  staff_counts: rosterCountsSchema.nullable(),
  imported_by: z
    .object({ id: z.number().int().positive(), name_zh: z.string(), name_en: z.string() })
    .nullable(),
  imported_at: z.string(),
  undone_at: z.string().nullable(),
  /** The school's latest import not undone: the one undo can take back. */
  undoable: z.boolean(),
});
export type RosterImport = z.infer<typeof rosterImportSchema>;

export const rosterImportPageSchema = pageOf(rosterImportSchema);

export const rosterUndoRequestSchema = z.object({ id: recordId });

/** One class's accounts: its students, their guardians, and how many guardians have signed in. */
/** A teacher as a class names them: a class teacher, or one the office may choose. */
export const classTeacherSchema = z.object({
  id: z.number().int().positive(),
  name_zh: z.string(),
  name_en: z.string(),
});
export type ClassTeacher = z.infer<typeof classTeacherSchema>;

export const classActivationSchema = z.object({
  class_name: z.string(),
  /** The class's class teacher (班主任), when the office has named one. */
  class_teacher: classTeacherSchema.nullable(),
  students: z.number().int(),
  /** Guardian accounts of the class's students (a parent of two in one class counts once). */
  guardians: z.number().int(),
  /** Those who have signed in at least once (by a code or a password). */
  guardians_active: z.number().int(),
  /** Students who have set their own password (from an activation letter, say). */
  students_active: z.number().int(),
  /** Students without a guardian account: nobody at home can sign in for them. */
  students_without_guardian: z.number().int(),
});
export type ClassActivation = z.infer<typeof classActivationSchema>;

/** Activation per class, in class order, and the school's totals. */
export const rosterActivationSchema = z.object({
  classes: z.array(classActivationSchema),
  total: classActivationSchema.omit({ class_name: true, class_teacher: true }),
  /** The school's teachers still at school, by name: whom a class teacher may be. */
  teachers: z.array(classTeacherSchema),
});
export type RosterActivation = z.infer<typeof rosterActivationSchema>;

/** A class's class teacher named (a teacher of the school, still there), or cleared (null). */
export const classTeacherRequestSchema = z.object({
  class_name: z.string().trim().min(1, "validation.required").max(20, "validation.tooLong"),
  teacher_id: z.number().int().positive().nullable(),
});
export type ClassTeacherRequest = z.input<typeof classTeacherRequestSchema>;

/**
 * Activation letters for a class's students (issue 36 §4): each gets a new code, working once,
 * until the end of `expires_on` in the school's time zone; a student's earlier codes stop
 * working. Students who have set a password are left out unless `reissue`.
 */
export const activationLettersRequestSchema = z.object({
  class_name: z.string().trim().min(1, "validation.required").max(20, "validation.tooLong"),
  expires_on: z.string().regex(DAY_PATTERN, "validation.invalid"),
  reissue: z.boolean().default(false),
});
export type ActivationLettersRequest = z.input<typeof activationLettersRequestSchema>;

/** One student's letter: the code in plain text, answered this once (only its hash is kept). */
export const activationLetterSchema = z.object({
  student_id: z.number().int().positive(),
  username: z.string(),
  class_number: z.number().int().nullable(),
  name_zh: z.string(),
  name_en: z.string(),
  code: z.string(),
});
export type ActivationLetter = z.infer<typeof activationLetterSchema>;

export const activationLettersSchema = z.object({
  class_name: z.string(),
  expires_on: z.string(),
  /** The school's names, and its region: the letters' language by default (HK, Macau: both). */
  school: z.object({
    name_zh: z.string(),
    name_cn: z.string(),
    name_en: z.string(),
    region: z.enum(SCHOOL_REGIONS),
  }),
  letters: z.array(activationLetterSchema),
  /** Students left out: they have set a password already (and `reissue` was not asked). */
  skipped: z.number().int(),
});
export type ActivationLetters = z.infer<typeof activationLettersSchema>;

// ── People (issue 36 §2) ─────────────────────────────────────────────────────────────────

/** A search as a person types it: what a name, number or phone starts or contains. */
const search = z.string().trim().max(60, "validation.tooLong").optional();

/**
 * One page of the school's people of a kind: found by name (Chinese or English), account name,
 * student number or phone; narrowed by class (students, and guardians by their children's) and
 * by status (all when absent).
 */
export const peopleRequestSchema = pageRequestSchema.extend({
  kind: z.enum(PERSON_KINDS, { error: "validation.invalid" }),
  search,
  class_name: z.string().trim().max(20, "validation.tooLong").optional(),
  status: z.enum(PERSON_STATUSES, { error: "validation.invalid" }).optional(),
});
export type PeopleRequest = z.input<typeof peopleRequestSchema>;

/** Someone a person is linked to: a student's guardians, a guardian's children. */
const personLinkSchema = z.object({
  id: z.number().int().positive(),
  name_zh: z.string(),
  name_en: z.string(),
  class_name: z.string().nullable(),
  class_number: z.number().int().nullable(),
  /** What the guardian is to the student (`GUARDIAN_RELATIONS`), when the school said. */
  relation: z.string().nullable(),
  status: z.enum(PERSON_STATUSES),
});
export type PersonLink = z.infer<typeof personLinkSchema>;

/** A person as the office sees them. */
export const personSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(PERSON_KINDS),
  /** The account name: a student's or staff member's, a guardian's mobile (national number). */
  username: z.string(),
  /** A guardian's phone region ("852"); empty for the others. */
  country_code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  status: z.enum(PERSON_STATUSES),
  class_name: z.string().nullable(),
  class_number: z.number().int().nullable(),
  student_no: z.string().nullable(),
  /** Staff: what they hold ("teacher", "staff"). */
  roles: z.array(z.string()),
  /** Has a password of their own, or has signed in at least once. */
  activated: z.boolean(),
  /** A student's guardians, a guardian's children; none for staff. */
  links: z.array(personLinkSchema),
  /** The office may reset this person's sign-in (students and guardians, still at school). */
  resettable: z.boolean(),
  /**
   * The office may give this person a one-time set-up link (staff at school with a mobile): a
   * code to it, then a password of their own.
   */
  linkable: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

export const peoplePageSchema = pageOf(personSchema);

/** A person closed (left: signs in no more, records kept) or reopened. */
export const personStatusRequestSchema = z.object({
  id: recordId,
  status: z.enum(PERSON_STATUSES, { error: "validation.invalid" }),
});
export type PersonStatusRequest = z.input<typeof personStatusRequestSchema>;

/** A person's sign-in reset: their password cleared, their sessions ended, codes revoked. */
export const personResetRequestSchema = z.object({ id: recordId });

const requiredName = (max: number) =>
  z.string().trim().min(1, "validation.required").max(max, "validation.tooLong");

/**
 * A teacher or office member the office adds (issue 36 §2): their names, the account name they
 * will sign in with, and the mobile their set-up code goes to; `office` adds the office's role.
 */
export const addStaffRequestSchema = z
  .object({
    name_zh: requiredName(50),
    name_en: requiredName(50),
    username: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, "validation.required")
      .regex(STAFF_USERNAME_PATTERN, "validation.invalid")
      .meta({ examples: ["t.chan"] }),
    country_code: z.enum(PHONE_REGIONS, { error: "validation.invalidOption" }),
    phone: z
      .string()
      .trim()
      .min(1, "validation.required")
      // A mainland mobile: the sample region is the first of PHONE_REGIONS (+86).
      .meta({ examples: ["13812345678"] }),
    office: z.boolean().default(false),
  })
  .transform((value) => ({ ...value, phone: normalizePhone(value.phone, value.country_code) }))
  .superRefine((value, ctx) => {
    if (!isValidPhone(value.phone, value.country_code))
      ctx.addIssue({ code: "custom", path: ["phone"], message: "validation.phoneFormat" });
  });
export type AddStaffRequest = z.input<typeof addStaffRequestSchema>;

/** A new set-up link for a staff member (the older stops working). */
export const staffLinkRequestSchema = z.object({ id: recordId });

/**
 * A staff member and their one-time set-up link (the portal's set-up page with this token): it
 * texts a code to their mobile, then asks for a password. Answered this once; only a hash is
 * kept.
 */
export const staffLinkSchema = z.object({
  person: personSchema,
  token: z.string(),
  expires_at: z.string(),
  /** Where the code goes, mostly hidden: "+852 •••• 4567". */
  phone_hint: z.string(),
});
export type StaffLink = z.infer<typeof staffLinkSchema>;

// ── The audit log (issue 36 §2) ──────────────────────────────────────────────────────────

/** One page of the log, latest first: about one person, of one kind, or all. */
export const auditRequestSchema = pageRequestSchema.extend({
  person: recordId.optional(),
  kind: z.enum(AUDIT_KINDS, { error: "validation.invalid" }).optional(),
});
export type AuditRequest = z.input<typeof auditRequestSchema>;

const auditPersonSchema = z.object({
  id: z.number().int().positive(),
  name_zh: z.string(),
  name_en: z.string(),
});

/** One office action: who, when, what, about whom, each field before → after. */
export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  /** Who acted; null for the command line (`npm run admin`). */
  actor: auditPersonSchema.nullable(),
  /** Whom it was about; null when it was about many (an import, a class's letters). */
  person: auditPersonSchema.nullable(),
  /** What it was about, in words of the school's: a file's name, a class. */
  subject: z.string(),
  changes: z.array(
    z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);

// ── The school's outbox: what its features told people ─────────────────────────────────

/** The outbox's messages, latest first: to one `person`, by one `channel`, or not delivered. */
export const outboxRequestSchema = pageRequestSchema.extend({
  /** One person's messages (a guardian, a teacher). */
  person: recordId.optional(),
  /** Texts or e-mails only. */
  channel: z.enum(OUTBOX_CHANNELS, { error: "validation.invalidOption" }).optional(),
  /** Only those the provider did not take (`true`). */
  failed: z.boolean({ error: "validation.invalidType" }).optional(),
});
export type OutboxRequest = z.input<typeof outboxRequestSchema>;

/** One message a feature sent: when, to whom and where (mostly hidden), what it said, and whether it went. */
export const outboxEntrySchema = z.object({
  id: z.number().int().positive(),
  /** When it was sent (ISO 8601). */
  sent_at: z.string(),
  /** The person it went to; null for a family applying (no account yet) or an account gone. */
  person: auditPersonSchema.nullable(),
  channel: z.enum(OUTBOX_CHANNELS),
  /** Where it went, mostly hidden ("+852 •••• 4567", "c•••@example.com"). */
  recipient: z.string(),
  /** What sent it, `<feature>.<kind>` ("notices.reminder", "library.overdue"). */
  source: z.string(),
  /** Its subject: an e-mail's subject line; for a text, what the feature called it. */
  subject: z.string(),
  /** What it said, as sent. */
  text: z.string(),
  /** Whether the provider took it; false: it did not go. */
  delivered: z.boolean(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxPageSchema = pageOf(outboxEntrySchema);

// ── Roles and their pages (issue 36 §2, spec §6) ─────────────────────────────────────────

const roleSchema = z.enum(SCHOOL_ROLES, { error: "validation.invalidOption" });

/** One role's pages, as the office edits them. */
export const roleRequestSchema = z.object({ role: roleSchema });
export type RoleRequest = z.input<typeof roleRequestSchema>;

const actionsSchema = z
  .array(z.enum(ACTIONS, { error: "validation.invalidOption" }), {
    error: "validation.invalidType",
  })
  .max(ACTIONS.length, "validation.tooManyItems");

/** A page of the menu as a role has it: what it may do there, and what it would by default. */
export const rolePageSchema = z.object({
  /** The menu's route code ("eca.events"). */
  code: z.string(),
  name_zh: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  /** The menu section it is under. */
  section: z.object({ name_zh: z.string(), name_cn: z.string(), name_en: z.string() }),
  /** The actions the page has (any role's by default); the office chooses among these. */
  offered: z.array(z.enum(ACTIONS)),
  /** What the role may do there by default (the product's grants). */
  defaults: z.array(z.enum(ACTIONS)),
  /** What it may do there at this school: none means the page is not in its menu. */
  actions: z.array(z.enum(ACTIONS)),
  /** Actions kept whatever is saved (the office's own access to this page). */
  kept: z.array(z.enum(ACTIONS)),
});
export type RolePage = z.infer<typeof rolePageSchema>;

export const roleGrantsSchema = z.object({ role: roleSchema, pages: z.array(rolePageSchema) });
export type RoleGrants = z.infer<typeof roleGrantsSchema>;

/** A role's grants saved: the listed pages' actions (a page's defaults again: its default). */
export const saveRoleRequestSchema = z.object({
  role: roleSchema,
  pages: z
    .array(
      z.object({
        code: z.string().trim().min(1, "validation.required").max(80, "validation.tooLong"),
        actions: actionsSchema,
      }),
      { error: "validation.invalidType" },
    )
    .min(1, "validation.required")
    .max(100, "validation.tooManyItems")
    .refine((pages) => new Set(pages.map((p) => p.code)).size === pages.length, {
      message: "validation.invalid",
    })
    .meta({ examples: [[{ code: "manual.pay", actions: ["query", "get"] }]] }),
});
export type SaveRoleRequest = z.input<typeof saveRoleRequestSchema>;

// ── The year-end rollover (issue 36 §6) ──────────────────────────────────────────────────

/** A class's move into the new school year: its new name, or "" when the class leaves. */
const classMoveSchema = z.object({
  from: z.string().trim().min(1, "validation.required").max(10, "validation.tooLong"),
  to: z.string().trim().max(10, "validation.tooLong"),
});

/**
 * The school's classes now and where each goes (P1A → P2A, the top level leaves): what the
 * office reviews before the rollover. `done`: the school has rolled over into `year_to`.
 */
export const rolloverPlanSchema = z.object({
  year_from: z.string(),
  year_to: z.string(),
  done: z.boolean(),
  classes: z.array(
    z.object({
      class_name: z.string(),
      students: z.number().int(),
      /** Where it goes by default ("" : it leaves). */
      to: z.string(),
    }),
  ),
});
export type RolloverPlan = z.infer<typeof rolloverPlanSchema>;

/** The rollover as the office confirmed it: every class of the school, once. */
export const rolloverRequestSchema = z.object({
  moves: z
    .array(classMoveSchema, { error: "validation.invalidType" })
    .min(1, "validation.required")
    .max(200, "validation.tooManyItems")
    .meta({ examples: [[{ from: "4A", to: "5A" }]] }),
});
export type RolloverRequest = z.input<typeof rolloverRequestSchema>;

// ── The school's profile (issue 36 §1) ───────────────────────────────────────────────────

/** The school as its office sees it: the code it is known by, its names and its region. */
export const schoolProfileSchema = z.object({
  code: z.string(),
  name_zh: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  region: z.enum(SCHOOL_REGIONS),
  /** The portal's main colour the office chose ("#0f766e"), or null for the product's amber. */
  brand_color: z.string().nullable(),
  /** The logo in the portal's frame, or null. */
  logo: attachmentSchema.nullable(),
});
export type SchoolProfile = z.infer<typeof schoolProfileSchema>;

/** A logo to show in the portal's frame: a PNG, JPEG or GIF of at most 500 kB. */
export const logoUploadRequestSchema = uploadRequestSchema("logo");

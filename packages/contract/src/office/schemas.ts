import { z } from "zod";
import { pageOf } from "../paging";
import { uploadRequestSchema } from "../schemas/uploads";
import { ROSTER_COLUMNS } from "../roster/values";
import { DAY_PATTERN } from "../calendar/values";

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
  upload_id: z.number().int(),
  file_name: z.string(),
  /** "xlsx", or the encoding a CSV file was read in ("utf-8", "big5", "gb18030", "utf-16le"). */
  format: z.string(),
  full: z.boolean(),
  counts: rosterCountsSchema,
  /** The first refused cells: row (1 is the header), column (null: the whole row), reason. */
  problems: z.array(
    z.object({
      row: z.number().int(),
      column: z.enum(ROSTER_COLUMNS).nullable(),
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
  import_id: z.number().int().nullable(),
});
export type RosterPreview = z.infer<typeof rosterPreviewSchema>;

/** One import of the history. */
export const rosterImportSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  full: z.boolean(),
  counts: rosterCountsSchema,
  imported_by: z
    .object({ id: z.number().int(), name_zh: z.string(), name_en: z.string() })
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
export const classActivationSchema = z.object({
  class_name: z.string(),
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
  total: classActivationSchema.omit({ class_name: true }),
});
export type RosterActivation = z.infer<typeof rosterActivationSchema>;

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
  student_id: z.number().int(),
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
  school: z.object({ name_zh: z.string(), name_cn: z.string(), name_en: z.string() }),
  letters: z.array(activationLetterSchema),
  /** Students left out: they have set a password already (and `reissue` was not asked). */
  skipped: z.number().int(),
});
export type ActivationLetters = z.infer<typeof activationLettersSchema>;

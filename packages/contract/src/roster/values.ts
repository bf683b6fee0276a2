/*
 * A school's roster as it has it (issue 36 §3): one row per student, with up to two guardians,
 * in the school's own spreadsheet (.xlsx, or CSV as Excel saves it). The office's screen and
 * `npm run admin -- import` read the same columns; a header is recognised in any of the three
 * languages (its title in the template, or a common name for it), in any order.
 */

/** The columns, in the template's order. */
export const ROSTER_COLUMNS = [
  "student_no",
  "class_name",
  "class_number",
  "name_zh",
  "name_en",
  "gender",
  "birth_date",
  "guardian1_name",
  "guardian1_relation",
  "guardian1_phone",
  "guardian1_email",
  "guardian2_name",
  "guardian2_relation",
  "guardian2_phone",
  "guardian2_email",
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

export const ROSTER_REQUIRED: readonly RosterColumn[] = [
  "student_no",
  "class_name",
  "class_number",
  "name_zh",
  "name_en",
];

/** Headers other systems write for a column, beside its titles in the three languages. */
export const ROSTER_HEADER_ALIASES: Partial<Record<RosterColumn, readonly string[]>> = {
  student_no: ["STRN", "Student No", "Student ID", "學生證號碼", "学籍号"],
  class_name: ["班級", "班别"],
  class_number: ["Class No", "班號", "班号"],
  name_zh: ["中文名", "姓名", "Name (Chinese)"],
  name_en: ["英文名", "Name (English)"],
  gender: ["Sex"],
  birth_date: ["DOB", "Birth Date"],
};

/** A roster file: at most this many rows of students and this many bytes. */
export const ROSTER_MAX_ROWS = 5_000;
export const ROSTER_MAX_BYTES = 5_000_000;

/** Limits of a roster's fields. */
export const ROSTER_LIMITS = {
  studentNo: 32,
  className: 10,
  name: 100,
  email: 254,
  classNumberMax: 99,
} as const;

/** What an import did (or, previewed, would do) to the school's students. */
export interface RosterCounts {
  added: number;
  updated: number;
  /** Students of the school absent from a full roster: marked left, their records kept. */
  left: number;
  unchanged: number;
  /** Rows refused: a file with any is not imported. */
  refused: number;
  /** Guardian accounts the import makes (a guardian of several children counts once). */
  guardiansAdded: number;
}

/** A row refused, and why (row 1 is the header; `column` is null for the whole row). */
export interface RosterProblem {
  row: number;
  column: RosterColumn | null;
  message: string;
}

import { UPLOAD_KINDS } from "../uploads";

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

/*
 * A school's staff list (teachers and the office), one row per person, as its system exports it
 * or the staff template has it: the same import as the roster (the same screen, the same
 * command), told apart by its header — a staff list names each person's sign-in name and has no
 * student number. Matched by sign-in name: a teacher already at the school is updated.
 */
export const STAFF_COLUMNS = ["username", "name_zh", "name_en", "role", "phone", "email"] as const;
export type StaffColumn = (typeof STAFF_COLUMNS)[number];

export const STAFF_REQUIRED: readonly StaffColumn[] = ["username", "name_zh", "name_en", "phone"];

export const STAFF_HEADER_ALIASES: Partial<Record<StaffColumn, readonly string[]>> = {
  username: [
    "Login",
    "Login name",
    "User name",
    "Account",
    "登入名稱",
    "登入名",
    "登录名",
    "帳戶",
    "账户",
  ],
  name_zh: ROSTER_HEADER_ALIASES.name_zh,
  name_en: ROSTER_HEADER_ALIASES.name_en,
  role: ["Post", "Position", "職位", "职位", "角色"],
  phone: [
    "Mobile",
    "Mobile phone",
    "手機",
    "手机",
    "手提電話",
    "手機號碼",
    "手机号码",
    "電話",
    "电话",
  ],
  email: ["E-mail", "Email address", "電郵地址", "电子邮件", "邮箱"],
};

/**
 * What a staff member is at the school: a teacher, a teacher in the office, or the teacher who
 * runs the library (the office's and the librarian's roles come with the teacher's).
 */
export const STAFF_ROLES = ["teacher", "office", "librarian"] as const;

/** Every column an import's refusal may name: a roster's or a staff list's. */
export const IMPORT_COLUMNS = [...ROSTER_COLUMNS, "username", "role", "phone", "email"] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Whose file an import read: the students' roster (with their guardians) or the staff list. */
export const IMPORT_PEOPLE = ["students", "staff"] as const;
export type ImportPeople = (typeof IMPORT_PEOPLE)[number];

/** A roster file: at most this many rows of students and this many bytes. */
export const ROSTER_MAX_ROWS = 5_000;
export const ROSTER_MAX_BYTES = UPLOAD_KINDS.roster.maxBytes;

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
  column: ImportColumn | null;
  message: string;
}

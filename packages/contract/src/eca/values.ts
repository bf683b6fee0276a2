/*
 * The ECA tracker's plain values (no zod): what a client's first screen may import without
 * downloading the schemas, and what the server enforces.
 */

/** Approval of an event and of each student's entry (spec §4): pending → passed | rejected. */
export const ECA_APPROVALS = ["pending", "passed", "rejected"] as const;
export type EcaApproval = (typeof ECA_APPROVALS)[number];

/** A category, prize or tag (spec §4): a disabled one stays on old records, never on new ones. */
export const ECA_SETTING_STATUSES = ["enabled", "disabled"] as const;
export type EcaSettingStatus = (typeof ECA_SETTING_STATUSES)[number];

/** The three kinds of setting (spec §2: category, prize, label). */
export const ECA_SETTING_KINDS = ["category", "prize", "tag", "trait"] as const;
export type EcaSettingKind = (typeof ECA_SETTING_KINDS)[number];

/**
 * Where a record came from (spec §3 "teaching staff or parent"): the school office's own
 * records and a teacher's are both "teaching staff"; the approval lists keep them apart.
 */
export const ECA_SOURCES = ["school", "teacher", "parent"] as const;
export type EcaSource = (typeof ECA_SOURCES)[number];

/**
 * Competition level, lowest first: the scale's index is its rank (a school's rubric counts a
 * territory-wide award above a district one). "territory" reads 全港 or 全澳 by the school's
 * region.
 */
export const ECA_LEVELS = [
  "school",
  "interSchool",
  "district",
  "territory",
  "national",
  "asia",
  "international",
] as const;
export type EcaLevel = (typeof ECA_LEVELS)[number];

/** Where an event takes place (spec §3 region): the territory, the mainland, Asia, the world. */
export const ECA_REGIONS = ["territory", "national", "asia", "international"] as const;
export type EcaRegion = (typeof ECA_REGIONS)[number];

/** The school's own region: which words the levels use (全港 / 全澳). */
export const ECA_SCHOOL_REGIONS = ["hk", "mo"] as const;
export type EcaSchoolRegion = (typeof ECA_SCHOOL_REGIONS)[number];

/** What an event is (spec §3 nature); a competition needs trait items (spec §5). */
export const ECA_NATURES = [
  "competition",
  "performance",
  "service",
  "training",
  "activity",
] as const;
export type EcaNature = (typeof ECA_NATURES)[number];

/** Who takes part (spec §3 type): each student alone, or as a team. */
export const ECA_TYPES = ["individual", "group"] as const;
export type EcaType = (typeof ECA_TYPES)[number];

/** The school year's terms; "whole" for an activity over the year. */
export const ECA_SEMESTERS = ["first", "second", "whole"] as const;
export type EcaSemester = (typeof ECA_SEMESTERS)[number];

/** Grades an event may be limited to (primary 1–6, secondary 1–6); none means no limit. */
export const ECA_GRADES = [
  "P1",
  "P2",
  "P3",
  "P4",
  "P5",
  "P6",
  "S1",
  "S2",
  "S3",
  "S4",
  "S5",
  "S6",
] as const;
export type EcaGrade = (typeof ECA_GRADES)[number];

/** Whether a class ("4A") is of a grade ("P4", "S4"): by the class's first figure. */
export const classInGrade = (className: string | null, grade: EcaGrade) =>
  className?.[0] === grade[1];

/**
 * Hong Kong's five areas of Other Learning Experiences: the categories a school may start from
 * with one click (then edit like any other). `key` marks them so the preset is not added twice.
 */
export const OLE_AREAS = [
  { key: "ole.moral", zh: "德育及公民教育", en: "Moral and Civic Education", score: 1000 },
  { key: "ole.community", zh: "社會服務", en: "Community Service", score: 1000 },
  { key: "ole.career", zh: "與工作有關的經驗", en: "Career-related Experiences", score: 1000 },
  { key: "ole.aesthetic", zh: "藝術發展", en: "Aesthetic Development", score: 1000 },
  { key: "ole.physical", zh: "體育發展", en: "Physical Development", score: 1000 },
] as const;

/** Lengths the server stores. */
export const ECA_NAME_MAX = 120;
export const ECA_TEXT_MAX = 2000;
export const ECA_SHORT_MAX = 120;
/** A category's score and a prize's multiplier, in hundredths (10.00 points; ×3.00). */
export const ECA_SCORE_MAX = 100_000;
export const ECA_MULTIPLIER_MAX = 1_000;
/** How many of a prize one event may award, at most. */
export const ECA_QUANTITY_MAX = 999;
/** An event's hours, in tenths (12.5 hours = 125). */
export const ECA_HOURS_MAX = 10_000;

/** An approver's decision on a record (spec §4: passed or not passed). */
export const ECA_DECISIONS = ["pass", "reject"] as const;
export type EcaDecision = (typeof ECA_DECISIONS)[number];

/** The most records one decision takes ("approve 12?"), and the longest reason. */
export const ECA_DECIDE_MAX = 100;
export const ECA_REASON_MAX = 500;

/**
 * Hong Kong schools' ten most used trait items (the spec's "feature items"): the vocabulary a
 * school starts with and edits in the settings. The ECA insight's recognition proposes them.
 */
export const ECA_TRAIT_PRESET = [
  { zh: "領導才能", en: "Leadership" },
  { zh: "創意", en: "Creativity" },
  { zh: "團隊合作", en: "Teamwork" },
  { zh: "堅毅", en: "Perseverance" },
  { zh: "服務精神", en: "Service" },
  { zh: "體育精神", en: "Sportsmanship" },
  { zh: "藝術才華", en: "Artistic talent" },
  { zh: "好奇心", en: "Curiosity" },
  { zh: "溝通能力", en: "Communication" },
  { zh: "責任感", en: "Responsibility" },
] as const;

/** The most trait items and prizes one event takes (step 2 of the editor). */
export const ECA_EVENT_TRAITS_MAX = 10;
export const ECA_EVENT_PRIZES_MAX = 20;
/** The students one call adds, moves or removes at most. */
export const ECA_ENTRIES_MAX = 100;

/** A parent's submission carries one to three photos of the certificate (spec §1, §5 images). */
export const ECA_CERTIFICATES_MAX = 3;
/** Where a certificate photo is downloaded: `<path>/<id>/<key>/<name>` (the key opens it). */
export const ECA_CERTIFICATE_PATH = "/api/eca/certificate";

/** An event's files (spec §3 attachment: a notice, a programme) and photos, at most. */
export const ECA_EVENT_FILES_MAX = 5;
export const ECA_EVENT_PHOTOS_MAX = 12;
/** Where an event's file and photo are downloaded: `<path>/<id>/<key>/<name>`. */
export const ECA_EVENT_FILE_PATH = "/api/eca/event_file";
export const ECA_EVENT_PHOTO_PATH = "/api/eca/event_photo";

/*
 * Import by file (spec §1, §5, §9): the office downloads a template, fills one row per student's
 * part in an event, and uploads it; the server checks every row and answers a preview; nothing
 * is written until the office confirms.
 */

/**
 * The template's columns, in order: the event (by its code; a new code's row also gives its
 * names, category and first day), the student (class and class number, or student number: never
 * an internal id) and the student's part. Their titles are the server's texts (`eca.import.column.*`).
 */
export const ECA_IMPORT_COLUMNS = [
  "code",
  "name_zh",
  "name_en",
  "category",
  "starts_on",
  "ends_on",
  "hours",
  "organiser",
  "class_name",
  "class_number",
  "student_no",
  "prize",
  "level",
  "competition_item",
  "role",
  "achievement",
  "remark",
] as const;
export type EcaImportColumn = (typeof ECA_IMPORT_COLUMNS)[number];

/** Columns marked * in the template: every row needs them (an event's names only for a new code). */
export const ECA_IMPORT_REQUIRED: readonly EcaImportColumn[] = [
  "code",
  "name_zh",
  "name_en",
  "category",
  "starts_on",
];

/** The most rows one import takes (the file's size: `UPLOAD_KINDS.spreadsheet`). */
export const ECA_IMPORT_MAX_ROWS = 5_000;

/** An import: checked (a preview, nothing written), imported, or undone from its history. */
export const ECA_IMPORT_STATUSES = ["checked", "imported", "undone"] as const;
export type EcaImportStatus = (typeof ECA_IMPORT_STATUSES)[number];

/**
 * Files of the import, read through the session (decision 0018): `<path>/template` (in the
 * caller's language), `<path>/<id>/file` (what was uploaded) and `<path>/<id>/report` (the
 * refused rows with an error column, ready to fix and upload again).
 */
export const ECA_IMPORT_PATH = "/api/eca/import";

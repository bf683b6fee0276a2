/*
 * The school office's console (issue 36): plain values (no zod), what a client's first screen
 * may import without downloading the schemas. The roster's columns and limits are in
 * `../roster/values.ts` (the CLI reads them too).
 */

/** The roster template, in the reader's language, read through the session (decision 0018). */
export const OFFICE_ROSTER_TEMPLATE_PATH = "/api/office/roster_template";
/** The staff list's template (.xlsx), in the office's language. */
export const OFFICE_STAFF_TEMPLATE_PATH = "/api/office/staff_template";

/** Where a school's logo is served, `<path>/<id>/<key>/<name>`: public, as on its web pages. */
export const SCHOOL_LOGO_PATH = "/api/files/school_logo";

/** The most refused cells a preview lists (the counts say how many rows were refused). */
export const ROSTER_PROBLEMS_SHOWN = 200;

/** Whom the console's people list shows: a school's students, their guardians, its staff. */
export const PERSON_KINDS = ["student", "guardian", "staff"] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** A person at the school, or one who left (a closed account: signs in no more, records kept). */
export const PERSON_STATUSES = ["active", "left"] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/**
 * What the audit log records (issue 36 §2): every change the office makes to the school's
 * people — roster imports and their undo, activation letters, a person closed, reopened or
 * their sign-in reset — a role's grants changed, and the school's profile.
 */
export const AUDIT_KINDS = [
  "roster.import",
  "roster.undo",
  "activation.letters",
  "person.left",
  "person.returned",
  "person.reset",
  "person.added",
  "person.link",
  "role.changed",
  "roster.rollover",
  "school.changed",
  "class.teacher",
] as const;

/** A staff member's account name: letters, digits, dots, dashes ("t.chan"), 3 to 40. */
export const STAFF_USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The ways the school's messages go (services/messenger.ts on the server). */
export const OUTBOX_CHANNELS = ["sms", "email", "push"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * The roles whose grants the office edits (spec §6: which role sees which page and may do what
 * there comes from the server): the school's own people. The office's own access to the roles
 * page stays, so no edit can lock the office out of it.
 */
export const OFFICE_ROLES_PAGE = "office.roles";
export const OFFICE_KEPT_ACTIONS = ["query", "get", "edit"] as const;

/** What a roster history entry was: a roster imported, a staff list imported, or the year-end rollover. */
export const ROSTER_IMPORT_KINDS = ["file", "staff", "rollover"] as const;
export type RosterImportKind = (typeof ROSTER_IMPORT_KINDS)[number];

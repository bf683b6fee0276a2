import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { pageRequestSchema } from "../paging";
import { attachmentSchema } from "../schemas/uploads";
import { schoolProfileRequestSchema } from "../setup/schemas";
import { officeRoutes } from "./routes";
import {
  activationLettersRequestSchema,
  classActivationSchema,
  classTeacherRequestSchema,
  addStaffRequestSchema,
  staffLinkRequestSchema,
  staffLinkSchema,
  auditPageSchema,
  auditRequestSchema,
  outboxPageSchema,
  outboxRequestSchema,
  peoplePageSchema,
  peopleRequestSchema,
  personResetRequestSchema,
  personSchema,
  personStatusRequestSchema,
  activationLettersSchema,
  rosterActivationSchema,
  rosterCheckRequestSchema,
  rosterFileRequestSchema,
  rosterImportPageSchema,
  rosterImportSchema,
  rosterPreviewSchema,
  rosterUndoRequestSchema,
  roleGrantsSchema,
  roleRequestSchema,
  saveRoleRequestSchema,
  rolloverPlanSchema,
  rolloverRequestSchema,
  schoolProfileSchema,
  logoUploadRequestSchema,
} from "./schemas";

const tag = "office";

export const officeRosterCheck = defineEndpoint(officeRoutes.officeRosterCheck, {
  body: rosterCheckRequestSchema,
  response: rosterPreviewSchema,
  tag,
  summary:
    "Checks a roster file (.xlsx, or CSV in UTF-8, UTF-16, Big5 or GB18030; at most 5 MB and 5,000 rows) against the school: keeps the file and answers what importing it would do — students added, updated, left (a whole school's roster), unchanged and refused, guardian accounts made — with each refused cell's row, column and reason. A staff list (its header names a sign-in name and no student number: `people`: staff) is checked the same way: teachers and office members added, updated, left and unchanged. Writes no person.",
});

export const officeRosterPreview = defineEndpoint(officeRoutes.officeRosterPreview, {
  body: rosterFileRequestSchema,
  response: rosterPreviewSchema,
  tag,
  summary: "A checked roster file's preview again, against the school as it is now.",
});

export const officeRosterImport = defineEndpoint(officeRoutes.officeRosterImport, {
  body: rosterFileRequestSchema,
  response: rosterPreviewSchema,
  tag,
  summary:
    "Imports a checked roster file: checked again, then every row in one transaction, or nothing while any row is refused (409 with the reason). Students are matched by student number, guardians by mobile; a whole school's roster marks the students it lacks as left (their sessions end, their records stay). A staff list's people are matched by sign-in name and added with no password (the office gives each a set-up link); a whole school's list marks the teachers it lacks as left, never the office's members, and no row may take the office's role from the caller.",
});

export const officeRosterImports = defineEndpoint(officeRoutes.officeRosterImports, {
  body: pageRequestSchema,
  response: rosterImportPageSchema,
  tag,
  summary: "The school's roster imports, latest first: file, who, when, what each did, undone.",
});

export const officeRosterUndo = defineEndpoint(officeRoutes.officeRosterUndo, {
  body: rosterUndoRequestSchema,
  response: rosterImportSchema,
  tag,
  summary:
    "Undoes the school's latest roster import (only the latest not undone): students and guardians it changed are as they were, those it added are closed, those it marked left are active again.",
});

export const officeActivation = defineEndpoint(officeRoutes.officeActivation, {
  body: z.object({}),
  response: rosterActivationSchema,
  tag,
  summary:
    "Accounts activated per class (issue 36 §4): each class's students still at the school, their guardians' accounts, how many of those have signed in at least once, and the students no guardian account is linked to; the school's totals.",
});

export const officeClassTeacher = defineEndpoint(officeRoutes.officeClassTeacher, {
  body: classTeacherRequestSchema,
  response: classActivationSchema,
  tag,
  summary:
    "Names a class's class teacher (班主任): a teacher of the school still there, for a class that has students (`class_name` as the roster gives it); `teacher_id` null clears it. Answers the class's row of the activation table. The year-end rollover clears every class's.",
});

export const officeActivationLetters = defineEndpoint(officeRoutes.officeActivationLetters, {
  body: activationLettersRequestSchema,
  response: activationLettersSchema,
  tag,
  summary:
    "Activation letters for a class's students (issue 36 §4): a new code each (12 characters, answered this once; only its hash is kept) that works once, until the end of `expires_on` (after today, within a year) in the school's time zone; each student's earlier codes stop working. Students who have set a password are left out unless `reissue`.",
});

export const officePeople = defineEndpoint(officeRoutes.officePeople, {
  body: peopleRequestSchema,
  response: peoplePageSchema,
  tag,
  summary:
    "One page of the school's students, guardians or staff (`kind`), by class number within class (students), by name (the others): found by name, account name, student number or phone (`search`), narrowed by class (a guardian by their children's) and status. Each with their links — a student's guardians, a guardian's children — and whether they have activated.",
});

export const officePersonStatus = defineEndpoint(officeRoutes.officePersonStatus, {
  body: personStatusRequestSchema,
  response: personSchema,
  tag,
  summary:
    "Closes a person's account (`left`: they sign in no more, their sessions end, their records stay) or reopens it (`active`). Never one's own; recorded in the audit log. The page's `disable` / `enable` action.",
});

export const officePersonReset = defineEndpoint(officeRoutes.officePersonReset, {
  body: personResetRequestSchema,
  response: personSchema,
  tag,
  summary:
    "Resets a student's or guardian's sign-in: their password cleared, their sessions ended, a student's unused activation codes revoked. A guardian signs in again by a code texted to their mobile; a student activates from a new letter. Recorded in the audit log. The page's `edit` action.",
});

export const officeAddStaff = defineEndpoint(officeRoutes.officeAddStaff, {
  body: addStaffRequestSchema,
  response: staffLinkSchema,
  tag,
  summary:
    "Adds a teacher (or, with `office`, a member of the office) to the school: an account with no password, signed in as `username` (unique on the server), and a one-time set-up link (24 hours) that texts a code to their mobile and then asks for a password of their own. Recorded in the audit log. The page's `add` action.",
});

export const officeStaffLink = defineEndpoint(officeRoutes.officeStaffLink, {
  body: staffLinkRequestSchema,
  response: staffLinkSchema,
  tag,
  summary:
    "A new one-time set-up link for a staff member at the school with a mobile (their older links stop working): for a teacher who has not set a password yet, or who forgot it. Recorded in the audit log. The page's `edit` action.",
});

export const officeAudit = defineEndpoint(officeRoutes.officeAudit, {
  body: auditRequestSchema,
  response: auditPageSchema,
  tag,
  summary:
    "The office's actions on the school's people, latest first: who, when, what (roster imports and their undo, activation letters, accounts closed, reopened and reset), about whom, each field before and after; about one `person`, or of one `kind`.",
});

export const officeOutbox = defineEndpoint(officeRoutes.officeOutbox, {
  body: outboxRequestSchema,
  response: outboxPageSchema,
  tag,
  summary:
    "The school's outbox, latest first: every text and e-mail its features sent (a notice's reminders, the library's overdue reminders, registration's decisions; sign-in codes are not kept), to whom and where (mostly hidden), what it said and whether the provider took it; to one `person`, by one `channel`, or only those that did not go (`failed`). The page's `query` action.",
});

export const officeRolloverPlan = defineEndpoint(officeRoutes.officeRolloverPlan, {
  body: z.object({}),
  response: rolloverPlanSchema,
  tag,
  summary:
    "The year-end rollover's plan: the school's classes with their students now, and where each goes by default (P1A → P2A, 4A → 5A; the top level — K3, P6, S6, 6 — leaves); `done` once the school has rolled over into `year_to`. The roster's `import` action.",
});

export const officeRollover = defineEndpoint(officeRoutes.officeRollover, {
  body: rolloverRequestSchema,
  response: rosterImportSchema,
  tag,
  summary:
    "Rolls the school over into the new school year, in one transaction: each class's students move to its new class (class numbers kept), a class moved to \"\" leaves (their accounts close, their records stay under the years they were made). Every class of the school once, no two into one; once a year. Kept in the roster's history, where it can be undone while it is the latest; recorded in the audit log. The roster's `import` action.",
});

export const officeRoles = defineEndpoint(officeRoutes.officeRoles, {
  body: roleRequestSchema,
  response: roleGrantsSchema,
  tag,
  summary:
    "A role's pages at this school (spec §6): each menu page the role has by default, what the page's actions are, what the role may do there by default and at this school. A page with no action is not in the role's menu, and the server refuses its calls. The roles page's `query` action.",
});

export const officeSaveRole = defineEndpoint(officeRoutes.officeSaveRole, {
  body: saveRoleRequestSchema,
  response: roleGrantsSchema,
  tag,
  summary:
    "Saves what a role may do on the listed pages at this school: menus and buttons follow at the next page load, and the server enforces it on every call. A page's defaults again restore its default. Only a role's own pages and their actions; the office keeps its own access to this page. Recorded in the audit log. The roles page's `edit` action.",
});

export const officeSchool = defineEndpoint(officeRoutes.officeSchool, {
  body: z.object({}),
  response: schoolProfileSchema,
  tag,
  summary:
    "The school's profile: the code families and its web pages know it by, its names in Traditional and Simplified Chinese and in English, and its region (its phones' default region and its wording). The profile page's `get` action.",
});

export const officeSaveSchool = defineEndpoint(officeRoutes.officeSaveSchool, {
  body: schoolProfileRequestSchema,
  response: schoolProfileSchema,
  tag,
  summary:
    "Saves the school's names and region (a blank Simplified name is the Traditional one), and its own colour and logo for the portal (absent: unchanged; null: the product's own); the code never changes. Every page that names the school says the new names, and the portal wears the colour and logo, from its next load; phones without a region code are read as the new region's from now on. Each change is recorded in the audit log, field by field. The profile page's `edit` action.",
});

export const officeUploadLogo = defineEndpoint(officeRoutes.officeUploadLogo, {
  body: logoUploadRequestSchema,
  response: attachmentSchema,
  tag,
  summary:
    "Keeps a picture (PNG, JPEG or GIF, at most 500 kB, checked by its first bytes) to be the school's logo; `logo` of the profile's save names it, and until then nothing shows it. The profile page's `edit` action.",
});

/** Every endpoint of the feature, by id: one spread in the contract's table (src/endpoints.ts). */
export const officeEndpoints = {
  officeRosterCheck,
  officeRosterPreview,
  officeRosterImport,
  officeRosterImports,
  officeRosterUndo,
  officeActivation,
  officeClassTeacher,
  officeActivationLetters,
  officePeople,
  officePersonStatus,
  officePersonReset,
  officeAddStaff,
  officeStaffLink,
  officeAudit,
  officeOutbox,
  officeRoles,
  officeSaveRole,
  officeRolloverPlan,
  officeRollover,
  officeSchool,
  officeSaveSchool,
  officeUploadLogo,
} as const;

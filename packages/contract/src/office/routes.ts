import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * Where each call of the school office's console goes and who may make it: the part of the
 * contract a client needs at run time, without the schemas (those are in endpoints.ts). The
 * server checks the action keys of the console's pages besides the role (spec §6).
 */

const office = { kind: "user", roles: ["staff"] } as const;

export const officeRoutes = defineRoutes({
  // The roster (issue 36 §3): a file checked into a preview, confirmed, listed and undone.
  officeRosterCheck: {
    method: "POST",
    path: "/api/office/roster_check",
    access: office,
    write: true,
    encoding: "multipart",
  },
  officeRosterPreview: {
    method: "POST",
    path: "/api/office/roster_preview",
    access: office,
    encoding: "json",
  },
  officeRosterImport: {
    method: "POST",
    path: "/api/office/roster_import",
    access: office,
    write: true,
    encoding: "json",
  },
  officeRosterImports: { method: "POST", path: "/api/office/roster_imports", access: office },
  officeActivation: {
    method: "POST",
    path: "/api/office/activation",
    access: office,
    encoding: "json",
  },
  // A class's class teacher (班主任) set or cleared.
  officeClassTeacher: {
    method: "POST",
    path: "/api/office/class_teacher",
    access: office,
    write: true,
    encoding: "json",
  },
  officeActivationLetters: {
    method: "POST",
    path: "/api/office/activation_letters",
    access: office,
    write: true,
    encoding: "json",
  },
  officeRosterUndo: {
    method: "POST",
    path: "/api/office/roster_undo",
    access: office,
    write: true,
    encoding: "json",
  },
  // The year-end rollover (issue 36 §6): the classes' moves reviewed, then made (undoable).
  officeRolloverPlan: {
    method: "POST",
    path: "/api/office/rollover_plan",
    access: office,
    encoding: "json",
  },
  officeRollover: {
    method: "POST",
    path: "/api/office/rollover",
    access: office,
    write: true,
    encoding: "json",
  },
  // The school's people (issue 36 §2): found, closed and reopened, their sign-in reset.
  officePeople: { method: "POST", path: "/api/office/people", access: office, encoding: "json" },
  officePersonStatus: {
    method: "POST",
    path: "/api/office/person_status",
    access: office,
    write: true,
    encoding: "json",
  },
  officePersonReset: {
    method: "POST",
    path: "/api/office/person_reset",
    access: office,
    write: true,
    encoding: "json",
  },
  // A teacher or office member added, and a one-time set-up link for one.
  officeAddStaff: {
    method: "POST",
    path: "/api/office/add_staff",
    access: office,
    write: true,
    encoding: "json",
  },
  officeStaffLink: {
    method: "POST",
    path: "/api/office/staff_link",
    access: office,
    write: true,
    encoding: "json",
  },
  // Which role sees which page, and may do what there (spec §6).
  officeRoles: { method: "POST", path: "/api/office/roles", access: office, encoding: "json" },
  officeSaveRole: {
    method: "POST",
    path: "/api/office/save_role",
    access: office,
    write: true,
    encoding: "json",
  },
  // The school's profile: its names in three languages and its region (issue 36 §1).
  officeSchool: { method: "POST", path: "/api/office/school", access: office, encoding: "json" },
  officeSaveSchool: {
    method: "POST",
    path: "/api/office/save_school",
    access: office,
    write: true,
    encoding: "json",
  },
  officeUploadLogo: {
    method: "POST",
    path: "/api/office/upload_logo",
    access: office,
    write: true,
    encoding: "multipart",
  },
  // What the office did, and to whom.
  officeAudit: { method: "POST", path: "/api/office/audit", access: office, encoding: "json" },
  // What the school's features told people: texts and e-mails, each delivered or not.
  officeOutbox: { method: "POST", path: "/api/office/outbox", access: office, encoding: "json" },
});

/**
 * The feature's calls alone, typed as in `routes`: what its client code calls. Kept in this
 * module so a page of another feature never downloads this table (chunks are whole modules).
 */
export const officeApiRoutes = officeRoutes as unknown as Pick<Routes, keyof typeof officeRoutes>;

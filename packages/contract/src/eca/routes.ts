import { SCHOOL_ROLES } from "../accounts";
import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * Where each ECA call goes and who may make it: the part of the contract a client needs at run
 * time, without the schemas (those are in endpoints.ts, built on these). The server checks each
 * write against the caller's action keys on the ECA pages (spec §6).
 */

/** The school's own people (a registration guardian has no school: decision 0017). */
const member = { kind: "user", roles: SCHOOL_ROLES } as const;
/** A student, or a parent acting for their child: their own records. */
const family = { kind: "user", roles: ["parent", "student"] } as const;
/** A parent: their child's outside activities and awards. */
const parent = { kind: "user", roles: ["parent"] } as const;
/** Teachers and the office. */
const teaching = { kind: "user", roles: ["teacher", "staff"] } as const;
/** The office: settings. */
const office = { kind: "user", roles: ["staff"] } as const;

export const ecaRoutes = defineRoutes({
  ecaSettings: { method: "POST", path: "/api/eca/settings", access: member },
  ecaSaveCategory: {
    method: "POST",
    path: "/api/eca/save_category",
    access: office,
    write: true,
  },
  ecaSavePrize: {
    method: "POST",
    path: "/api/eca/save_prize",
    access: office,
    write: true,
  },
  ecaSaveTag: {
    method: "POST",
    path: "/api/eca/save_tag",
    access: office,
    write: true,
  },
  ecaSettingStatus: {
    method: "POST",
    path: "/api/eca/setting_status",
    access: office,
    write: true,
  },
  ecaDeleteSetting: {
    method: "POST",
    path: "/api/eca/delete_setting",
    access: office,
    write: true,
  },
  ecaSaveTrait: {
    method: "POST",
    path: "/api/eca/save_trait",
    access: office,
    write: true,
  },
  ecaOlePreset: { method: "POST", path: "/api/eca/ole_preset", access: office, write: true },
  ecaSaveRule: {
    method: "POST",
    path: "/api/eca/save_rule",
    access: office,
    write: true,
  },
  ecaEvents: { method: "POST", path: "/api/eca/events", access: teaching },
  ecaMyRecords: { method: "POST", path: "/api/eca/my_records", access: family },
  ecaUploadCertificate: {
    method: "POST",
    path: "/api/eca/upload_certificate",
    access: parent,
    write: true,
    encoding: "multipart",
  },
  ecaSubmitRecord: {
    method: "POST",
    path: "/api/eca/submit_record",
    access: parent,
    encoding: "json",
    write: true,
  },
  ecaEvent: { method: "POST", path: "/api/eca/event", access: teaching },
  ecaTeachers: { method: "POST", path: "/api/eca/teachers", access: teaching },
  ecaApprovals: { method: "POST", path: "/api/eca/approvals", access: teaching },
  ecaDecideEvents: {
    method: "POST",
    path: "/api/eca/decide_events",
    access: teaching,
    encoding: "json",
    write: true,
  },
  ecaUploadEventFile: {
    method: "POST",
    path: "/api/eca/upload_event_file",
    access: teaching,
    write: true,
    encoding: "multipart",
  },
  ecaUploadEventPhoto: {
    method: "POST",
    path: "/api/eca/upload_event_photo",
    access: teaching,
    write: true,
    encoding: "multipart",
  },
  ecaSaveEvent: {
    method: "POST",
    path: "/api/eca/save_event",
    access: teaching,
    encoding: "json",
    write: true,
  },
  ecaDeleteEvent: {
    method: "POST",
    path: "/api/eca/delete_event",
    access: teaching,
    write: true,
  },
  ecaSaveAwards: {
    method: "POST",
    path: "/api/eca/save_awards",
    access: teaching,
    encoding: "json",
    write: true,
  },
  ecaEntries: { method: "POST", path: "/api/eca/entries", access: teaching },
  ecaStudents: { method: "POST", path: "/api/eca/students", access: teaching },
  ecaAddEntries: {
    method: "POST",
    path: "/api/eca/add_entries",
    access: teaching,
    encoding: "json",
    write: true,
  },
  ecaSaveEntry: {
    method: "POST",
    path: "/api/eca/save_entry",
    access: teaching,
    encoding: "json",
    write: true,
  },
  ecaRemoveEntries: {
    method: "POST",
    path: "/api/eca/remove_entries",
    access: teaching,
    encoding: "json",
    write: true,
  },
  ecaMoveEntries: {
    method: "POST",
    path: "/api/eca/move_entries",
    access: teaching,
    encoding: "json",
    write: true,
  },
  ecaDecideEntries: {
    method: "POST",
    path: "/api/eca/decide_entries",
    access: teaching,
    encoding: "json",
    write: true,
  },
  // Import by file: the office's (the "import" key on eca.import).
  ecaImportCheck: {
    method: "POST",
    path: "/api/eca/import_check",
    access: office,
    write: true,
    encoding: "multipart",
  },
  ecaImport: { method: "POST", path: "/api/eca/import_preview", access: office },
  ecaImportConfirm: {
    method: "POST",
    path: "/api/eca/import_confirm",
    access: office,
    write: true,
  },
  ecaImports: { method: "POST", path: "/api/eca/imports", access: office },
  ecaImportUndo: {
    method: "POST",
    path: "/api/eca/import_undo",
    access: office,
    write: true,
  },
  ecaImportDiscard: {
    method: "POST",
    path: "/api/eca/import_discard",
    access: office,
    write: true,
  },
  // AI recognition of traits: teachers for the events they edit, the office for any.
  ecaRecognize: {
    method: "POST",
    path: "/api/eca/recognize",
    access: teaching,
    write: true,
  },
  ecaRetryRecognition: {
    method: "POST",
    path: "/api/eca/retry_recognition",
    access: teaching,
    write: true,
  },
  ecaRecognitions: { method: "POST", path: "/api/eca/recognitions", access: teaching },
  // The dashboard: teachers and the office ("query" on eca.dashboard).
  ecaDashboard: { method: "POST", path: "/api/eca/dashboard", access: teaching },
  // A student's profile: their own (family), their students' (teachers), any (the office).
  ecaProfile: { method: "POST", path: "/api/eca/student_profile", access: member },
  ecaRecognition: { method: "POST", path: "/api/eca/recognition", access: teaching },
  ecaDecideTraits: {
    method: "POST",
    path: "/api/eca/decide_traits",
    access: teaching,
    encoding: "json",
    write: true,
  },
});

/**
 * The feature's calls alone, typed as in `routes`: what its client code calls. Kept in this
 * module so a page of another feature never downloads this table (chunks are whole modules).
 */
export const ecaApiRoutes = ecaRoutes as unknown as Pick<Routes, keyof typeof ecaRoutes>;

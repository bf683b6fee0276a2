import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * Where each registration call goes and who may make it: the part of the contract a client needs
 * at run time, without the schemas (those are in endpoints.ts, built on these).
 */

const anyone = { kind: "public" } as const;
/** A guardian signed in by phone: only their own applications (the server checks whose). */
const guardian = { kind: "user", roles: ["guardian"] } as const;
/** The school office: staff of the application's school (the server checks which school). */
const office = { kind: "user", roles: ["staff"] } as const;

export const registrationRoutes = defineRoutes({
  registrationSendCode: {
    method: "POST",
    path: "/api/registration/send_code",
    access: anyone,
    encoding: "json",
  },
  registrationLogin: {
    method: "POST",
    path: "/api/registration/login",
    access: anyone,
    encoding: "json",
  },
  registrationSchool: {
    method: "POST",
    path: "/api/registration/school",
    access: anyone,
    encoding: "json",
  },
  registrationDemoOutbox: {
    method: "POST",
    path: "/api/registration/demo_outbox",
    access: anyone,
    encoding: "json",
  },
  registrationApplications: {
    method: "POST",
    path: "/api/registration/applications",
    access: guardian,
    encoding: "json",
  },
  registrationApplication: {
    method: "POST",
    path: "/api/registration/application",
    access: { kind: "user", roles: ["guardian", "staff"] },
    encoding: "json",
  },
  registrationSaveDraft: {
    method: "POST",
    path: "/api/registration/save_draft",
    access: guardian,
    encoding: "json",
    write: true,
  },
  registrationUploadDocument: {
    method: "POST",
    path: "/api/registration/upload_document",
    access: guardian,
    encoding: "multipart",
    write: true,
  },
  registrationSubmit: {
    method: "POST",
    path: "/api/registration/submit",
    access: guardian,
    encoding: "json",
    write: true,
  },
  registrationCopy: {
    method: "POST",
    path: "/api/registration/copy",
    access: guardian,
    encoding: "json",
    write: true,
  },
  registrationDeleteDraft: {
    method: "POST",
    path: "/api/registration/delete_draft",
    access: guardian,
    encoding: "json",
    write: true,
  },
  registrationPay: {
    method: "POST",
    path: "/api/registration/pay",
    access: guardian,
    encoding: "json",
    write: true,
  },
  registrationPaymentResult: {
    method: "POST",
    path: "/api/registration/payment_result",
    access: guardian,
    encoding: "json",
  },
  /** The provider calls it: its signature, not a session, says who it is. */
  registrationPayNotify: {
    method: "POST",
    path: "/api/registration/pay_notify",
    access: anyone,
    encoding: "json",
  },
  registrationUploadSlip: {
    method: "POST",
    path: "/api/registration/upload_slip",
    access: guardian,
    encoding: "multipart",
    write: true,
  },
  registrationInterviewSessions: {
    method: "POST",
    path: "/api/registration/interview_sessions",
    access: guardian,
    encoding: "json",
  },
  registrationBookInterview: {
    method: "POST",
    path: "/api/registration/book_interview",
    access: guardian,
    encoding: "json",
    write: true,
  },
  registrationAskInterviewTime: {
    method: "POST",
    path: "/api/registration/ask_interview_time",
    access: guardian,
    encoding: "json",
    write: true,
  },
});

/** The school office's calls: its screens only (a family's pages never download these). */
export const registrationOfficeRoutes = defineRoutes({
  registrationOfficeApplications: {
    method: "POST",
    path: "/api/registration/office/applications",
    access: office,
    encoding: "json",
  },
  registrationOfficeDecide: {
    method: "POST",
    path: "/api/registration/office/decide",
    access: office,
    encoding: "json",
    write: true,
  },
  registrationOfficeDecideMany: {
    method: "POST",
    path: "/api/registration/office/decide_many",
    access: office,
    encoding: "json",
    write: true,
  },
  registrationOfficeReviewDocument: {
    method: "POST",
    path: "/api/registration/office/review_document",
    access: office,
    encoding: "json",
    write: true,
  },
  registrationOfficeDecideSlip: {
    method: "POST",
    path: "/api/registration/office/decide_slip",
    access: office,
    encoding: "json",
    write: true,
  },
  registrationOfficeSessions: {
    method: "POST",
    path: "/api/registration/office/sessions",
    access: office,
    encoding: "json",
  },
  registrationOfficeSettings: {
    method: "POST",
    path: "/api/registration/office/settings",
    access: office,
    encoding: "json",
  },
  registrationOfficeSaveSettings: {
    method: "POST",
    path: "/api/registration/office/save_settings",
    access: office,
    encoding: "json",
    write: true,
  },
  registrationOfficeSessionRoster: {
    method: "POST",
    path: "/api/registration/office/session_roster",
    access: office,
    encoding: "json",
  },
  registrationOfficeSaveSession: {
    method: "POST",
    path: "/api/registration/office/save_session",
    access: office,
    encoding: "json",
    write: true,
  },
  registrationOfficeDeleteSession: {
    method: "POST",
    path: "/api/registration/office/delete_session",
    access: office,
    encoding: "json",
    write: true,
  },
  registrationOfficeAssignInterview: {
    method: "POST",
    path: "/api/registration/office/assign_interview",
    access: office,
    encoding: "json",
    write: true,
  },
  registrationOfficeCheckIn: {
    method: "POST",
    path: "/api/registration/office/check_in",
    access: office,
    encoding: "json",
    write: true,
  },
  registrationOfficeInterviewResult: {
    method: "POST",
    path: "/api/registration/office/interview_result",
    access: office,
    encoding: "json",
    write: true,
  },
  registrationOfficeAssessInterview: {
    method: "POST",
    path: "/api/registration/office/assess_interview",
    access: office,
    encoding: "json",
    write: true,
  },
  registrationOfficeExtendOffer: {
    method: "POST",
    path: "/api/registration/office/extend_offer",
    access: office,
    encoding: "json",
    write: true,
  },
  registrationOfficeEnrol: {
    method: "POST",
    path: "/api/registration/office/enrol",
    access: office,
    encoding: "json",
    write: true,
  },
});

/**
 * Registration's calls alone, typed as in `routes`: what its client code calls (a page of
 * another feature never downloads this table).
 */
export const registrationApiRoutes = registrationRoutes as unknown as Pick<
  Routes,
  keyof typeof registrationRoutes
>;

/** The office's calls alone, typed as in `routes`. */
export const registrationOfficeApiRoutes = registrationOfficeRoutes as unknown as Pick<
  Routes,
  keyof typeof registrationOfficeRoutes
>;

import { defineEndpoint } from "../endpoint";
import { pageRequestSchema } from "../paging";
import { attachmentSchema, uploadRequestSchema } from "../schemas/uploads";
import { attendanceRoutes } from "./routes";
import {
  applyLeaveSchema,
  attendanceReportRequestSchema,
  attendanceReportSchema,
  attendanceMonthRequestSchema,
  attendanceMonthSchema,
  decideLeaveSchema,
  gateImportedSchema,
  gateImportSchema,
  leaveIdSchema,
  leavePageSchema,
  leaveQueueRequestSchema,
  leaveSchema,
  registerRequestSchema,
  registerSchema,
  takeRegisterSchema,
} from "./schemas";

const tag = "attendance";

export const attendanceMonth = defineEndpoint(attendanceRoutes.attendanceMonth, {
  body: attendanceMonthRequestSchema,
  response: attendanceMonthSchema,
  tag,
  summary:
    "The month of the child the caller acts for (a student: their own): each school day the register was taken, what it said (absent on approved leave reads `leave`), the counts, and the leave applications touching the month.",
});

export const attendanceLeaves = defineEndpoint(attendanceRoutes.attendanceLeaves, {
  body: pageRequestSchema,
  response: leavePageSchema,
  tag,
  summary:
    "The leave applications for the child the caller acts for, the latest first day first, one page.",
});

export const attendanceLeave = defineEndpoint(attendanceRoutes.attendanceLeave, {
  body: leaveIdSchema,
  response: leaveSchema,
  tag,
  summary:
    "One leave application of the child the caller acts for (another child's: not found): what the class teacher asked for, to send it again.",
});

export const attendanceApplyLeave = defineEndpoint(attendanceRoutes.attendanceApplyLeave, {
  body: applyLeaveSchema,
  response: leaveSchema,
  tag,
  summary:
    "A parent applies for leave for the child they act for: days (at most 30 school days; up to 30 days after the fact, 180 ahead), whole day or half, the reason, a note and files. With `id`: the application the class teacher asked more of, sent again (pending once more). Days another open application of the child covers: 409.",
});

export const attendanceWithdrawLeave = defineEndpoint(attendanceRoutes.attendanceWithdrawLeave, {
  body: leaveIdSchema,
  response: leaveSchema,
  tag,
  summary:
    "A parent withdraws an application for their child that is not decided yet (409 once approved).",
});

export const attendanceUploadAttachment = defineEndpoint(
  attendanceRoutes.attendanceUploadAttachment,
  {
    body: uploadRequestSchema("document"),
    response: attachmentSchema,
    tag,
    summary:
      "Keeps a file for a leave application (a doctor's certificate: PDF or photo, checked by its content, at most 10 MB); the application's `attachments` names it.",
  },
);

export const attendanceRegister = defineEndpoint(attendanceRoutes.attendanceRegister, {
  body: registerRequestSchema,
  response: registerSchema,
  tag,
  summary:
    "A class's register for a day, as its class teacher (or the office) takes it: each student with their mark (present where none), the leave covering the day, and whether the family was told. Absent `class_name`: the caller's first class; a class the caller does not keep: 404.",
});

export const attendanceTakeRegister = defineEndpoint(attendanceRoutes.attendanceTakeRegister, {
  body: takeRegisterSchema,
  response: registerSchema,
  tag,
  summary:
    "Takes (or retakes) a class's register for a school day, today or up to 30 days back: the students late, absent or leaving early; everyone else present. A family whose child is marked absent or late with no leave applied for is told at once, once a day.",
});

export const attendanceLeaveQueue = defineEndpoint(attendanceRoutes.attendanceLeaveQueue, {
  body: leaveQueueRequestSchema,
  response: leavePageSchema,
  tag,
  summary:
    "The leave applications of the classes the caller keeps: `open` (waiting on the teacher or the family) first by first day, or all, newest first.",
});

export const attendanceDecideLeave = defineEndpoint(attendanceRoutes.attendanceDecideLeave, {
  body: decideLeaveSchema,
  response: leaveSchema,
  tag,
  summary:
    "A class teacher approves an application of their class (absent marks on its days then read `leave`) or asks the family for more (the note says what); the family is told either way. Withdrawn or already approved: 409.",
});

export const attendanceReport = defineEndpoint(attendanceRoutes.attendanceReport, {
  body: attendanceReportRequestSchema,
  response: attendanceReportSchema,
  tag,
  summary:
    "Attendance over a period (at most 400 days) for the classes the caller keeps (the office: every class): per class the students, the days taken, each kind of mark and the rate at school; with `class_name`, that class's students too. A class the caller does not keep: 404.",
});

export const attendanceGateImport = defineEndpoint(attendanceRoutes.attendanceGateImport, {
  body: gateImportSchema,
  response: gateImportedSchema,
  tag,
  summary:
    "A day's card taps from the school gate (CSV or workbook: a student number and a time a row; today or up to 30 days back): each student's first tap marks them present, or late after `late_after`; a student the register already has that day is left as marked; today, a late student's family is told as the register tells them. Unknown numbers are listed, nothing else refused.",
});

/** Every endpoint of the feature, by id: one spread in the contract's table (src/endpoints.ts). */
export const attendanceEndpoints = {
  attendanceMonth,
  attendanceLeaves,
  attendanceLeave,
  attendanceApplyLeave,
  attendanceWithdrawLeave,
  attendanceUploadAttachment,
  attendanceRegister,
  attendanceTakeRegister,
  attendanceLeaveQueue,
  attendanceDecideLeave,
  attendanceReport,
  attendanceGateImport,
} as const;

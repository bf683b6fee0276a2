/*
 * Attendance's part of the contract, imported as `@campus/contract/attendance` (decision 0040):
 * its plain values, shapes and endpoints (decision 0047).
 */
export {
  ATTENDANCE_REPORT_PATH,
  CLASS_MAX,
  LEAVE_AFTER_DAYS,
  LEAVE_AHEAD_DAYS,
  LEAVE_ATTACHMENT_PATH,
  LEAVE_ATTACHMENTS_MAX,
  LEAVE_DAYS_MAX,
  LEAVE_DECISIONS,
  LEAVE_NOTE_MAX,
  LEAVE_PARTS,
  LEAVE_QUEUE_FILTERS,
  LEAVE_REASONS,
  LEAVE_STATUSES,
  MARK_NOTE_MAX,
  MARK_STATUSES,
  MONTH_PATTERN,
  REGISTER_MARKS,
  REPORT_DAYS_MAX,
} from "./values";
export type {
  LeaveDecision,
  LeavePart,
  LeaveQueueFilter,
  LeaveReason,
  LeaveStatus,
  MarkStatus,
  RegisterMark,
} from "./values";
export { attendanceApiRoutes } from "./routes";
export {
  applyLeaveSchema,
  attendanceReportRequestSchema,
  attendanceReportSchema,
  attendanceMonthSchema,
  decideLeaveSchema,
  leaveSchema,
  registerMarkSchema,
  registerSchema,
  takeRegisterSchema,
} from "./schemas";
export type {
  ApplyLeave,
  AttendanceReport,
  AttendanceReportRequest,
  ClassAttendance,
  MarkCounts,
  StudentAttendance,
  AttendanceChild,
  AttendanceDay,
  AttendanceMonth,
  DecideLeave,
  GateImported,
  Leave,
  Register,
  RegisterMarkInput,
  RegisterStudent,
  TakeRegister,
} from "./schemas";
export {
  attendanceApplyLeave,
  attendanceDecideLeave,
  attendanceEndpoints,
  attendanceGateImport,
  attendanceLeave,
  attendanceLeaveQueue,
  attendanceLeaves,
  attendanceMonth,
  attendanceRegister,
  attendanceReport,
  attendanceTakeRegister,
  attendanceUploadAttachment,
  attendanceWithdrawLeave,
} from "./endpoints";
export { attendanceDownloads } from "./downloads";

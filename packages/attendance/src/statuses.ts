import type { LeaveStatus, MarkStatus } from "@campus/contract/attendance";
import type { StatusTone } from "@campus/ui";
import type { AttendanceMessageId } from "./messages/message-ids";

/** A day's mark in colour: the words (`attendance.status.*`) say it either way. */
export const MARK_TONES: Record<MarkStatus, StatusTone> = {
  present: "success",
  late: "warning",
  absent: "danger",
  early_leave: "warning",
  leave: "info",
};

/** An application's state: waiting on the family stands out. */
export const LEAVE_TONES: Record<LeaveStatus, StatusTone> = {
  pending: "primary",
  more_info: "warning",
  approved: "success",
  withdrawn: "neutral",
};

/** A day's mark in words. */
export const MARK_WORDS: Record<MarkStatus, AttendanceMessageId> = {
  present: "attendance.status.present",
  late: "attendance.status.late",
  absent: "attendance.status.absent",
  early_leave: "attendance.status.earlyLeave",
  leave: "attendance.status.leave",
};

/** An application's state in words. */
export const LEAVE_WORDS: Record<LeaveStatus, AttendanceMessageId> = {
  pending: "attendance.leaveStatus.pending",
  more_info: "attendance.leaveStatus.moreInfo",
  approved: "attendance.leaveStatus.approved",
  withdrawn: "attendance.leaveStatus.withdrawn",
};

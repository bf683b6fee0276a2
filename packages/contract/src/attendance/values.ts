/*
 * Attendance's plain values (no zod, decision 0047): what a client's first screen may import
 * without downloading the schemas.
 */

/**
 * What the register says of a student on a school day. `leave`: absent on leave the class
 * teacher approved (an answer's word: the register stores `absent`, the leave says why).
 */
export const MARK_STATUSES = ["present", "late", "absent", "early_leave", "leave"] as const;
export type MarkStatus = (typeof MARK_STATUSES)[number];

/** What a class teacher marks in the register: everyone else is present. */
export const REGISTER_MARKS = ["late", "absent", "early_leave"] as const;
export type RegisterMark = (typeof REGISTER_MARKS)[number];

/** The part of a day a leave is for: a whole day or a half (only for a single day). */
export const LEAVE_PARTS = ["whole", "am", "pm"] as const;
export type LeavePart = (typeof LEAVE_PARTS)[number];

/** Why a child is away, as Hong Kong schools' leave forms ask. */
export const LEAVE_REASONS = ["sick", "personal", "other"] as const;
export type LeaveReason = (typeof LEAVE_REASONS)[number];

/**
 * A leave application's life: sent (`pending`), asked for more (`more_info`: the family adds a
 * note or a certificate and it is pending again), `approved`, or `withdrawn` by the family.
 */
export const LEAVE_STATUSES = ["pending", "more_info", "approved", "withdrawn"] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** What a class teacher answers a leave application. */
export const LEAVE_DECISIONS = ["approve", "more_info"] as const;
export type LeaveDecision = (typeof LEAVE_DECISIONS)[number];

/** The applications a class teacher's list shows: those waiting on someone, or every one. */
export const LEAVE_QUEUE_FILTERS = ["open", "all"] as const;
export type LeaveQueueFilter = (typeof LEAVE_QUEUE_FILTERS)[number];

/** The longest note a family or a teacher writes on a leave application. */
export const LEAVE_NOTE_MAX = 500;
/** The longest note beside a student's mark in the register ("dentist, back at 11"). */
export const MARK_NOTE_MAX = 200;
/** The most school days one application may cover (a longer absence is the office's to arrange). */
export const LEAVE_DAYS_MAX = 30;
/** How far back a family may apply after the fact, and a class teacher correct a register. */
export const LEAVE_AFTER_DAYS = 30;
/** How far ahead a family may apply. */
export const LEAVE_AHEAD_DAYS = 180;
/** The files (a doctor's certificate, an appointment slip) one application may carry. */
export const LEAVE_ATTACHMENTS_MAX = 3;
/** Where a leave application's files download: `<path>/<id>/<key>/<name>`. */
export const LEAVE_ATTACHMENT_PATH = "/api/attendance/attachment";
/** A month as the API names it. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The longest class name the roster gives ("4A", "S1 Science"). */
export const CLASS_MAX = 20;

/** Where a report's workbook downloads (`?from=…&to=…[&class_name=…]`). */
export const ATTENDANCE_REPORT_PATH = "/api/attendance/report/export";
/** The longest period a report covers: a school year and a little. */
export const REPORT_DAYS_MAX = 400;

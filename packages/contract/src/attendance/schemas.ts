import { z } from "zod";
import { DAY_PATTERN, isRealDay, TIME_PATTERN } from "../calendar/values";
import { idField, optionalText } from "../fields";
import { pageOf, pageRequestSchema } from "../paging";
import { attachmentSchema, uploadRequestSchema } from "../schemas/uploads";
import {
  CLASS_MAX,
  LEAVE_ATTACHMENTS_MAX,
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

/*
 * Attendance's API shapes (decision 0047). Days are the school's ("2026-12-02"), times its
 * clocks' ("08:47"): nothing is converted to a device's zone.
 */

/** A real calendar day ("2026-02-30" is refused). */
const dayField = () =>
  z
    .string({ error: "validation.required" })
    .regex(DAY_PATTERN, { error: "validation.invalid" })
    .refine((day) => isRealDay(day), { error: "validation.invalid" })
    .meta({ examples: ["2026-12-02"] });

/** A clock time on the school's clocks ("08:47"). */
const timeField = () =>
  z
    .string({ error: "validation.required" })
    .regex(TIME_PATTERN, { error: "validation.invalid" })
    .meta({ examples: ["08:47"] });

const className = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(CLASS_MAX, { error: "validation.tooLong" });

const personName = z.object({
  /** Their Chinese name. */
  name_zh: z.string(),
  /** Their English name. */
  name_en: z.string(),
});

/** A student as attendance names them: their class and number in its register. */
export const attendanceChildSchema = z.object({
  /** The student's user id. */
  id: z.number().int().positive(),
  /** The student's Chinese name. */
  name_zh: z.string(),
  /** The student's English name. */
  name_en: z.string(),
  /** Their class as the roster names it ("4A"); null: none yet. */
  class_name: z.string().nullable(),
  /** Their number in the class register (4A 12); null: none yet. */
  class_number: z.number().int().nullable(),
});
export type AttendanceChild = z.infer<typeof attendanceChildSchema>;

/** A leave application, as the family and the class teacher read it. */
export const leaveSchema = z.object({
  /** The application's id. */
  id: z.number().int().positive(),
  /** The child it is for. */
  child: attendanceChildSchema,
  /** Its first and last day (the same for one day). */
  from: z.string(),
  /** Its last day (the same as `from` for one day). */
  to: z.string(),
  /** A whole day, or the morning or afternoon of a single day. */
  part: z.enum(LEAVE_PARTS),
  /** Why: sick, personal or other. */
  reason: z.enum(LEAVE_REASONS),
  /** What the family wrote: "fever, seeing the doctor". */
  note: z.string(),
  /** A doctor's certificate, an appointment slip. */
  attachments: z.array(attachmentSchema),
  /** Where it stands: pending, more_info (the family is asked for more), approved, withdrawn. */
  status: z.enum(LEAVE_STATUSES),
  /** What the class teacher wrote when asking for more, or approving. */
  teacher_note: z.string().nullable(),
  /** Who applied (a guardian of the child), and when it was first sent. */
  applied_by: personName,
  /** When it was first sent (ISO 8601). */
  applied_at: z.string(),
  /** Who decided, and when; null while it waits. */
  decided_by: personName.nullable(),
  /** When the class teacher answered (ISO 8601); null while it waits. */
  decided_at: z.string().nullable(),
});
export type Leave = z.infer<typeof leaveSchema>;

export const leavePageSchema = pageOf(leaveSchema);

/** One school day of a child's month: what the register said, and why where there is a why. */
export const attendanceDaySchema = z.object({
  /** The school day ("2026-12-02"). */
  day: z.string(),
  /** What the register said: present, late, absent, early_leave, or leave (absent on approved leave). */
  status: z.enum(MARK_STATUSES),
  /** When a late child arrived or an early one left ("08:47"); null otherwise. */
  time: z.string().nullable(),
  /** The class teacher's note beside the mark. */
  note: z.string().nullable(),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

/** How many school days each way (a day absent on approved leave counts as leave). */
export const markCountsSchema = z.object({
  /** Days present. */
  present: z.number().int(),
  /** Days late. */
  late: z.number().int(),
  /** Days absent without approved leave. */
  absent: z.number().int(),
  /** Days leaving early. */
  early_leave: z.number().int(),
  /** Days away on approved leave. */
  leave: z.number().int(),
});
export type MarkCounts = z.infer<typeof markCountsSchema>;

/** A child's month: each day the register was taken, its counts, and the leave touching it. */
export const attendanceMonthSchema = z.object({
  /** The child it is of. */
  child: attendanceChildSchema,
  /** The month ("2026-12"). */
  month: z.string().meta({ examples: ["2026-12"] }),
  /** Days with a mark, in order. */
  days: z.array(attendanceDaySchema),
  /** How many of those days each way. */
  counts: markCountsSchema,
  /** Leave applications with a day in the month, not withdrawn. */
  leaves: z.array(leaveSchema),
});
export type AttendanceMonth = z.infer<typeof attendanceMonthSchema>;

/** The month asked for ("2026-12"); absent: this month in the school's time. */
export const attendanceMonthRequestSchema = z.object({
  /** The month ("2026-12"); absent: this month in the school's time. */
  month: z
    .string({ error: "validation.invalid" })
    .regex(MONTH_PATTERN, { error: "validation.invalid" })
    .optional(),
});

/**
 * A guardian's application for the child they act for, or (`id`) the one the class teacher
 * asked more of, sent again. A half day is for a single day; the last day is not before the first.
 */
export const applyLeaveSchema = z
  .object({
    /** The application asked more of, sent again; absent: a new one. */
    id: z.optional(idField()),
    /** The first day away. */
    from: dayField(),
    /** The last day away (the same for one day). */
    to: dayField(),
    /** A whole day (default), or the morning or afternoon of a single day. */
    part: z.enum(LEAVE_PARTS, { error: "validation.invalidOption" }).default("whole"),
    /** Why: sick, personal or other. */
    reason: z.enum(LEAVE_REASONS, { error: "validation.invalidOption" }),
    /** What happened ("a fever, seen by the doctor"). */
    note: optionalText(LEAVE_NOTE_MAX),
    /** Files uploaded first (`attendanceUploadAttachment`), by id, in order. */
    attachments: z
      .array(idField())
      .max(LEAVE_ATTACHMENTS_MAX, { error: "validation.tooManyFiles" })
      .default([]),
  })
  .superRefine((leave, ctx) => {
    if (leave.to < leave.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "validation.endBeforeStart" });
    else if (leave.part !== "whole" && leave.to !== leave.from)
      ctx.addIssue({ code: "custom", path: ["part"], message: "validation.invalidOption" });
  });
export type ApplyLeave = z.input<typeof applyLeaveSchema>;

/** One application, by id. */
export const leaveIdSchema = z.object({
  /** The application's id. */
  id: idField(),
});

/** The applications for the classes the caller keeps: those waiting, or all; newest first. */
export const leaveQueueRequestSchema = pageRequestSchema.extend({
  /** `open` (default): waiting on an answer, and approved leave still to come; `all`. */
  filter: z.enum(LEAVE_QUEUE_FILTERS, { error: "validation.invalidOption" }).default("open"),
});

/** A class teacher's answer: approve it, or ask the family for more (said in the note). */
export const decideLeaveSchema = z
  .object({
    /** The application's id. */
    id: idField(),
    /** `approve`, or `more_info` to ask the family for more. */
    decision: z.enum(LEAVE_DECISIONS, { error: "validation.invalidOption" }),
    /** What is needed (required to ask for more), or a word with the approval. */
    note: optionalText(LEAVE_NOTE_MAX),
  })
  .superRefine((answer, ctx) => {
    if (answer.decision === "more_info" && !answer.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: "validation.required" });
  });
export type DecideLeave = z.input<typeof decideLeaveSchema>;

/** A class's register for a day; absent: the caller's first class, today. */
export const registerRequestSchema = z.object({
  /** The class ("4A"); absent: the caller's first. */
  class_name: className().optional(),
  /** The day; absent: today in the school's time. */
  day: dayField().optional(),
});

/** A student's line in the register. */
export const registerStudentSchema = attendanceChildSchema.extend({
  /** As marked; `present` where nobody marked otherwise (or the register is not taken yet). */
  status: z.enum(MARK_STATUSES),
  /** When they arrived late or left early ("08:47"); null otherwise. */
  time: z.string().nullable(),
  /** The note beside the mark. */
  note: z.string().nullable(),
  /** Leave the family applied for that covers the day (not withdrawn); null: none. */
  leave: z
    .object({
      /** The application's id. */
      id: z.number().int().positive(),
      /** A whole day, or half of it. */
      part: z.enum(LEAVE_PARTS),
      /** Why. */
      reason: z.enum(LEAVE_REASONS),
      /** Approved, or still waiting on the teacher or the family. */
      status: z.enum(LEAVE_STATUSES),
    })
    .nullable(),
  /** Whether the family was told the child was marked absent or late (once a day). */
  told: z.boolean(),
});
export type RegisterStudent = z.infer<typeof registerStudentSchema>;

/** A class's register for a day, and the classes the caller may take. */
export const registerSchema = z.object({
  /** The classes the caller keeps: a class teacher's own; the office's, every class. */
  classes: z.array(z.string()),
  /** The class shown; null when the caller keeps none. */
  class_name: z.string().nullable(),
  /** The day ("2026-12-02"). */
  day: z.string(),
  /** Who took it and when; null: not yet taken that day. */
  taken: z
    .object({
      /** Who took it last. */
      by: personName,
      /** When (ISO 8601). */
      at: z.string(),
    })
    .nullable(),
  /** The class's students in register order, each with their mark. */
  students: z.array(registerStudentSchema),
});
export type Register = z.infer<typeof registerSchema>;

/** A mark other than present: late or early leave with its time, or absent. */
export const registerMarkSchema = z
  .object({
    /** A student of the class. */
    student_id: idField(),
    /** Late, absent or early_leave. */
    status: z.enum(REGISTER_MARKS, { error: "validation.invalidOption" }),
    /** When they arrived or left ("08:47"): required for late and early_leave. */
    time: timeField().optional(),
    /** A note beside the mark ("dentist, back at 11"). */
    note: optionalText(MARK_NOTE_MAX),
  })
  .superRefine((mark, ctx) => {
    if (mark.status !== "absent" && mark.time === undefined)
      ctx.addIssue({ code: "custom", path: ["time"], message: "validation.required" });
  });
export type RegisterMarkInput = z.input<typeof registerMarkSchema>;

/**
 * A class's register for a school day: the students not present, each once; every other
 * student of the class is present. Taking it again replaces the day's marks.
 */
export const takeRegisterSchema = z.object({
  /** The class ("4A"). */
  class_name: className(),
  /** The day: today, or up to 30 days back. */
  day: dayField(),
  /** The students not present, each once. */
  marks: z
    .array(registerMarkSchema)
    .max(200, { error: "validation.tooManyItems" })
    .refine((marks) => new Set(marks.map((m) => m.student_id)).size === marks.length, {
      error: "validation.invalid",
    }),
});
export type TakeRegister = z.input<typeof takeRegisterSchema>;

// ── Reports ─────────────────────────────────────────────────────────────────────────────

const inOrder = (p: { from: string; to: string }) => p.from <= p.to;
const notTooLong = (p: { from: string; to: string }) =>
  (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 <= REPORT_DAYS_MAX;

/** A report's period, and one class or all the caller keeps. */
export const attendanceReportRequestSchema = z
  .object({
    /** The first day of the period, school time. */
    from: dayField(),
    /** Its last day, included. */
    to: dayField(),
    /** One class ("4A"), its students listed; absent: every class the caller keeps. */
    class_name: z.preprocess((value) => (value === "" ? undefined : value), className().optional()),
  })
  .refine(inOrder, { error: "validation.endBeforeStart", path: ["to"] })
  .refine(notTooLong, {
    error: "validation.tooLarge",
    path: ["to"],
    params: { max: REPORT_DAYS_MAX },
  });
export type AttendanceReportRequest = z.input<typeof attendanceReportRequestSchema>;

/** A class's attendance over a period. */
export const classAttendanceSchema = markCountsSchema.extend({
  /** The class ("4A"). */
  class_name: z.string(),
  /** Students with a mark in the period. */
  students: z.number().int(),
  /** School days its register was taken. */
  days: z.number().int(),
  /** Marks at school (present, late, left early) over all marks, 0 to 1. */
  rate: z.number(),
});
export type ClassAttendance = z.infer<typeof classAttendanceSchema>;

/** A student's attendance over a period. */
export const studentAttendanceSchema = markCountsSchema.extend({
  ...attendanceChildSchema.shape,
  /** School days with a mark. */
  days: z.number().int(),
  /** Days at school (present, late, left early) over days marked, 0 to 1. */
  rate: z.number(),
});
export type StudentAttendance = z.infer<typeof studentAttendanceSchema>;

/** The attendance of the caller's classes over a period, and one class's students. */
export const attendanceReportSchema = z.object({
  /** The period's first day. */
  from: z.string(),
  /** Its last day. */
  to: z.string(),
  /** The class whose students are listed; null: none chosen. */
  class_name: z.string().nullable(),
  /** Every class the caller keeps with a mark in the period, in order. */
  classes: z.array(classAttendanceSchema),
  /** The chosen class's students, in register order (empty without a class). */
  students: z.array(studentAttendanceSchema),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

// ── The gate's card taps ─────────────────────────────────────────────────────────────────

/**
 * A day's card taps from the school gate, as its system exports them: a CSV (or workbook) with
 * a student number and a time each row (`學生編號`/`student_no`, `時間`/`time`: "08:03",
 * "2026-12-02 08:03:15"). Each student's first tap marks them present, or late after
 * `late_after`; a student the register already has is left as marked.
 */
export const gateImportSchema = uploadRequestSchema("spreadsheet").extend({
  /** The school day the taps are of. */
  day: dayField(),
  /** A first tap after this time is late ("08:00", the default). */
  late_after: timeField().default("08:00"),
});

/** What a day's taps did to the register. */
export const gateImportedSchema = z.object({
  /** The day. */
  day: z.string(),
  /** Rows read (a student's later taps included). */
  rows: z.number().int(),
  /** Students marked present by their first tap. */
  present: z.number().int(),
  /** Students marked late, with their first tap's time. */
  late: z.number().int(),
  /** Students the register already had that day: left as marked. */
  kept: z.number().int(),
  /** Student numbers the school does not know (at most 20 listed). */
  unknown: z.array(z.string()),
});
export type GateImported = z.infer<typeof gateImportedSchema>;

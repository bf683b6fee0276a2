import { LEAVE_PARTS, LEAVE_REASONS, LEAVE_STATUSES } from "@campus/contract/attendance";
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { schools, users } from "../db/schema";

// ── Attendance (decision 0047) ─────────────────────────────────────────────────────────
//
// `npm run db:generate -w @campus/server -- --name <change>` writes the migration after a change here.

/**
 * What the register said of a student on a school day: one row per student and day, present
 * included (a class's register once taken lists every student of it). The class is kept as it
 * was that day, so a year's records survive the rollover.
 */
export const attendanceMarks = pgTable(
  "attendance_marks",
  {
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    className: text("class_name").notNull(),
    status: text("status", { enum: ["present", "late", "absent", "early_leave"] }).notNull(),
    /** When a late student arrived or an early one left, on the school's clocks ("08:47"). */
    time: text("time"),
    note: text("note"),
    /** Who marked it (the class teacher, the office); null from a gate's import. */
    markedBy: integer("marked_by").references(() => users.id, { onDelete: "set null" }),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull(),
    /** When the family was told of an absence or lateness without leave (once a day). */
    toldAt: timestamp("told_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.day] }),
    index("attendance_marks_class_day").on(t.schoolId, t.className, t.day),
  ],
);

/** A guardian's leave application for a child, and the class teacher's answer. */
export const attendanceLeaves = pgTable(
  "attendance_leaves",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appliedBy: integer("applied_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromDay: date("from_day", { mode: "string" }).notNull(),
    toDay: date("to_day", { mode: "string" }).notNull(),
    part: text("part", { enum: LEAVE_PARTS }).notNull(),
    reason: text("reason", { enum: LEAVE_REASONS }).notNull(),
    note: text("note").notNull(),
    /** Uploads of purpose "attendance.leave", in order. */
    attachments: integer("attachments").array().notNull().default([]),
    status: text("status", { enum: LEAVE_STATUSES }).notNull(),
    teacherNote: text("teacher_note"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("attendance_leaves_student").on(t.studentId, t.fromDay),
    index("attendance_leaves_school").on(t.schoolId, t.status, t.fromDay),
  ],
);

import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { schools, users } from "../db/schema";

// ── Calendar ────────────────────────────────────────────────────────────────────────────
//
// `npm run db:generate -- --name calendar` writes the migration after a change here. Days are
// `date` columns read as "YYYY-MM-DD" strings and times "HH:MM" text: both in school time.

/** How a school keeps its year: its zone and its timetable cycle. One row per school. */
export const calendarSettings = pgTable("calendar_settings", {
  schoolId: integer("school_id")
    .primaryKey()
    .references(() => schools.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull().default("Asia/Hong_Kong"),
  cycleLength: integer("cycle_length").notNull().default(6),
  restartEachTerm: boolean("restart_each_term").notNull().default(true),
});

/** The school year's terms: the cycle counts school days inside them. */
export const calendarTerms = pgTable(
  "calendar_terms",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    nameZh: text("name_zh").notNull(),
    nameCn: text("name_cn").notNull(),
    nameEn: text("name_en").notNull(),
    startDay: date("start_day", { mode: "string" }).notNull(),
    endDay: date("end_day", { mode: "string" }).notNull(),
  },
  (t) => [index("calendar_terms_school_idx").on(t.schoolId, t.startDay)],
);

/**
 * What the school office puts in the year: events, exams, holidays and closures. Holidays and
 * closures are days off (the cycle skips them); public holidays come from their published
 * source (`source`), the rest from the office.
 */
export const schoolEvents = pgTable(
  "school_events",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["event", "exam", "holiday", "closure"] }).notNull(),
    titleZh: text("title_zh").notNull(),
    titleCn: text("title_cn").notNull(),
    titleEn: text("title_en").notNull(),
    descriptionZh: text("description_zh").notNull().default(""),
    descriptionCn: text("description_cn").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    placeZh: text("place_zh").notNull().default(""),
    placeCn: text("place_cn").notNull().default(""),
    placeEn: text("place_en").notNull().default(""),
    startDay: date("start_day", { mode: "string" }).notNull(),
    endDay: date("end_day", { mode: "string" }).notNull(),
    startTime: text("start_time"),
    endTime: text("end_time"),
    /** Whom it is for: grades (1–6) and classes ("4A"); both empty for the whole school. */
    grades: integer("grades").array().notNull().default([]),
    classes: text("classes").array().notNull().default([]),
    /** Files the office attached (`uploads` of purpose "calendar.event"), in their order. */
    attachments: integer("attachments").array().notNull().default([]),
    /** "office", or where a public holiday was read from ("GovHK"). */
    source: text("source").notNull().default("office"),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("school_events_school_days_idx").on(t.schoolId, t.startDay, t.endDay)],
);

/** A class's timetable: one row per lesson, on a cycle day and a period. */
export const timetableLessons = pgTable(
  "timetable_lessons",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    className: text("class_name").notNull(),
    cycleDay: integer("cycle_day").notNull(),
    period: integer("period").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    subjectZh: text("subject_zh").notNull(),
    subjectCn: text("subject_cn").notNull(),
    subjectEn: text("subject_en").notNull(),
    /** The teacher's account where they have one (their own timetable reads it). */
    teacherId: integer("teacher_id").references(() => users.id, { onDelete: "set null" }),
    teacherZh: text("teacher_zh").notNull(),
    teacherEn: text("teacher_en").notNull(),
    /** The room in English, or as the school wrote it where it gave one name. */
    room: text("room").notNull(),
    /** In Chinese (Traditional, Simplified); blank: `room` in every language. */
    roomZh: text("room_zh").notNull().default(""),
    roomCn: text("room_cn").notNull().default(""),
  },
  (t) => [
    index("timetable_lessons_class_idx").on(t.schoolId, t.className),
    index("timetable_lessons_teacher_idx").on(t.teacherId),
  ],
);

/**
 * A user's secret feed address. The secret is kept as it is (not hashed) because the user may
 * look at the address again to add it to another calendar app, as the big calendar services
 * allow; it reads the user's own calendar and nothing else, and renewing replaces it at once.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

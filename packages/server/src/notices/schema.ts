import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  NoticeAudience,
  NoticeSignedWith,
  NoticeSlip,
  NoticeStatus,
} from "@campus/contract/notices";
import { schools, users } from "../db/schema";

// ── Notices (decision 0044) ─────────────────────────────────────────────────────────────
//
// `npm run db:generate -w @campus/server -- --name <name>` writes the migration after a change.

/** A notice the school writes: a draft, or sent to its recipients. */
export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    status: text("status").$type<NoticeStatus>().notNull().default("draft"),
    titleZh: text("title_zh").notNull(),
    titleEn: text("title_en").notNull().default(""),
    bodyZh: text("body_zh").notNull(),
    bodyEn: text("body_en").notNull().default(""),
    /** Who it is for, as the writer chose (the recipients are fixed from it when it is sent). */
    audience: jsonb("audience").$type<NoticeAudience>().notNull(),
    /** Its files: uploads' ids, in order (services/attachments.ts). */
    attachments: integer("attachments").array().notNull().default([]),
    /** Its reply slip (questions, last day, signed or not); null: to read only. */
    slip: jsonb("slip").$type<NoticeSlip>(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** A draft the server sends on its own then (a chore), as `scheduledBy` would have. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    scheduledBy: integer("scheduled_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("notices_school_updated").on(t.schoolId, t.updatedAt),
    // The clock's question every minute: drafts due.
    index("notices_due")
      .on(t.publishAt)
      .where(sql`${t.status} = 'draft'`),
  ],
);

/**
 * The children a sent notice is for, fixed when it was sent, with the class each was in then
 * (the office's counts per class stay where they were when a child moves).
 */
export const noticeRecipients = pgTable(
  "notice_recipients",
  {
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    className: text("class_name").notNull().default(""),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.studentId] }),
    index("notice_recipients_student").on(t.studentId),
  ],
);

/** Who of a family opened a notice for a child, first and last. */
export const noticeReads = pgTable(
  "notice_reads",
  {
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readerId: integer("reader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.studentId, t.readerId] })],
);

/**
 * A parent's signing PIN (decision 0044): what signs a notice's reply slip, kept as a password
 * is (salted scrypt), one per account.
 */
export const noticeSigningPins = pgTable("notice_signing_pins", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pinHash: text("pin_hash").notNull(),
  setAt: timestamp("set_at", { withTimezone: true }).notNull(),
});

/**
 * A family's reply on a notice's slip for a child (decision 0044): append-only. One is current
 * per notice and child (the unique index: two taps or two phones make one); the office reopening
 * it marks it, and the family's next reply is a new row, the earlier one kept.
 */
export const noticeReplies = pgTable(
  "notice_replies",
  {
    id: serial("id").primaryKey(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One per question in order: an option's index, a text, or null. */
    answers: jsonb("answers").$type<(number | string | null)[]>().notNull(),
    signedBy: integer("signed_by")
      .notNull()
      .references(() => users.id),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
    signedWith: text("signed_with").$type<NoticeSignedWith>().notNull(),
    reopenedAt: timestamp("reopened_at", { withTimezone: true }),
    reopenedBy: integer("reopened_by").references(() => users.id),
    reopenReason: text("reopen_reason"),
  },
  (t) => [
    uniqueIndex("notice_replies_current")
      .on(t.noticeId, t.studentId)
      .where(sql`${t.reopenedAt} IS NULL`),
  ],
);

/**
 * A reminder the office sent about a notice's slip (issue 40): when, by whom, and to how many
 * families of how many children without a reply. Each message itself is in the school's
 * outbox (`message_outbox`, source `notices.reminder`).
 */
export const noticeReminders = pgTable(
  "notice_reminders",
  {
    id: serial("id").primaryKey(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    /** The evening-before reminder the server sends on its own: one per notice, ever. */
    automatic: boolean("automatic").notNull().default(false),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    children: integer("children").notNull(),
    guardians: integer("guardians").notNull(),
  },
  (t) => [
    index("notice_reminders_notice").on(t.noticeId, t.sentAt),
    uniqueIndex("notice_reminders_automatic")
      .on(t.noticeId)
      .where(sql`${t.automatic}`),
  ],
);

export type NoticeRow = typeof notices.$inferSelect;

/**
 * Short messages between the school and a family about one child (decision 0048): a class
 * teacher's or the office's, to the family or to the whole class at once (one row per child,
 * `className` set), and the family's, to the class teacher.
 */
export const familyMessages = pgTable(
  "family_messages",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    /** The child the conversation is about. */
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Written by a guardian; else by someone of the school. */
    fromFamily: boolean("from_family").notNull(),
    body: text("body").notNull(),
    /** Sent to this class as a whole ("4A"); null: to this family. */
    className: text("class_name"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("family_messages_student").on(t.studentId, t.sentAt),
    index("family_messages_school").on(t.schoolId, t.sentAt),
  ],
);

/** How far each reader has read a child's conversation: the other side's messages until then. */
export const familyMessageReads = pgTable(
  "family_message_reads",
  {
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.userId] })],
);

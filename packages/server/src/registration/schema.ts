import {
  boolean,
  check,
  date,
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
import { sql } from "drizzle-orm";
import type {
  ApplicationForm,
  ApplicationStatus,
  DocumentReview,
  FamilyNotice,
  FeeKind,
  FeeStatus,
  InterviewStatus,
  NoticeChannel,
  PaymentClosing,
  PaymentMethod,
  PaymentState,
  RegistrationFeeStatus,
} from "@campus/contract";
import { schools, uploads, users } from "../db/schema";

/**
 * A school's registration: the intake it takes applications for, when, and its fees (in the
 * currency's minor unit: HK$ 50.00 is 5000). One row per school that takes applications online.
 */
export const registrationSettings = pgTable("registration_settings", {
  schoolId: integer("school_id")
    .primaryKey()
    .references(() => schools.id),
  /** The school year applied for, as schools write it ("2027/28"). */
  intakeYear: text("intake_year").notNull(),
  /** Applications are taken from this day to that one, inclusive, in school time. */
  opensOn: date("opens_on", { mode: "string" }).notNull(),
  closesOn: date("closes_on", { mode: "string" }).notNull(),
  currency: text("currency").notNull(),
  /** Paid with the application, not refunded. */
  applicationFee: integer("application_fee").notNull(),
  /** Paid on an offer of a place, refunded on enrolment. */
  registrationFee: integer("registration_fee").notNull(),
  /** Families book interviews from this day to that one, inclusive (school time). */
  interviewsBookFrom: date("interviews_book_from", { mode: "string" }),
  interviewsBookUntil: date("interviews_book_until", { mode: "string" }),
  /** A booking may be moved until this many days before its session. */
  interviewMoveDays: integer("interview_move_days").notNull().default(2),
  /** Days a family has to pay the registration fee once offered a place; 0: no limit. */
  offerDays: integer("offer_days").notNull().default(0),
  /**
   * Months a decided application keeps its documents and deposit slips after its last change
   * (docs/retention.md); 0: until the school deletes the application.
   */
  documentsKeptMonths: integer("documents_kept_months").notNull().default(0),
});

/** The classes open for application ("K1", "P1"), with the places offered. */
export const registrationClasses = pgTable(
  "registration_classes",
  {
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id),
    code: text("code").notNull(),
    nameZh: text("name_zh").notNull(),
    nameCn: text("name_cn").notNull(),
    nameEn: text("name_en").notNull(),
    places: integer("places").notNull(),
    /**
     * The children the class takes, by birth date (inclusive; null: no bound) — a K1 for 2027/28
     * takes children born in 2024. Checked when an application is submitted.
     */
    bornFrom: date("born_from", { mode: "string" }),
    bornUntil: date("born_until", { mode: "string" }),
    sort: integer("sort").notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.code] })],
);

/** What an application must carry: the child's photo, a birth certificate, a vaccination record… */
export const registrationDocuments = pgTable(
  "registration_documents",
  {
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id),
    code: text("code").notNull(),
    /** The upload kind (contract's `UPLOAD_KINDS`): "image" or "document". */
    kind: text("kind", { enum: ["image", "document"] }).notNull(),
    required: boolean("required").notNull(),
    nameZh: text("name_zh").notNull(),
    nameCn: text("name_cn").notNull(),
    nameEn: text("name_en").notNull(),
    sort: integer("sort").notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.code] })],
);

/**
 * A guardian's application for a place: the form as typed (a draft) or as submitted (cleaned),
 * where it stands (spec §4) and what the office said. `identity_key` (school, intake, the child's
 * normalised id number) is set on submit: one submitted application per child and intake.
 */
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id),
    guardianId: integer("guardian_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    intakeYear: text("intake_year").notNull(),
    status: text("status").$type<ApplicationStatus>().notNull(),
    feeStatus: text("fee_status").$type<FeeStatus>().notNull(),
    form: jsonb("form").$type<ApplicationForm>().notNull(),
    identityKey: text("identity_key"),
    officeRequest: text("office_request"),
    decisionReason: text("decision_reason"),
    /**
     * A place offered while something was still open (issue 37, item 5): what was open and the
     * office's reason, as the office member wrote it; null when the file was whole. Not shown
     * to the family.
     */
    approvalNote: text("approval_note"),
    interviewStatus: text("interview_status")
      .$type<InterviewStatus>()
      .notNull()
      .default("not_booked"),
    /** A waitlisted family's place on the intake's list. */
    waitlistNo: integer("waitlist_no"),
    /** The registration fee that secures an offered place: due once approved, refunded on enrolment. */
    registrationFeeStatus: text("registration_fee_status")
      .$type<RegistrationFeeStatus>()
      .notNull()
      .default("not_due"),
    /** The last moment to pay the registration fee and keep the offered place (null: no limit). */
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    /** When the office recorded the child as enrolled. */
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (t) => [
    index("applications_guardian").on(t.guardianId, t.schoolId),
    uniqueIndex("applications_identity").on(t.identityKey),
    // One family per place on an intake's waitlist.
    uniqueIndex("applications_waitlist").on(t.schoolId, t.intakeYear, t.waitlistNo),
  ],
);

/** The documents attached to an application, one per kind the school asks for, each reviewed. */
export const applicationDocuments = pgTable(
  "application_documents",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    uploadId: integer("upload_id")
      .notNull()
      .references(() => uploads.id),
    review: text("review").$type<DocumentReview>().notNull(),
    remark: text("remark"),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.code] })],
);

/**
 * Payments of an application's fee (spec §3): an online order at a provider (its trade number is
 * ours, `provider_trade_no` the provider's) or a deposit slip for the office to confirm. At most
 * one is `open` at a time; `applications.fee_status` follows the latest.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** Which fee: "application" (never refunded) or "registration" (refunded on enrolment). */
    fee: text("fee").$type<FeeKind>().notNull(),
    method: text("method").$type<PaymentMethod>().notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    tradeNo: text("trade_no").notNull(),
    providerTradeNo: text("provider_trade_no"),
    state: text("state").$type<PaymentState>().notNull(),
    closedAs: text("closed_as").$type<PaymentClosing>(),
    /** The office's reason for rejecting a slip. */
    reason: text("reason"),
    slipUploadId: integer("slip_upload_id").references(() => uploads.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_trade_no").on(t.tradeNo),
    // One open payment per application and fee: a double tap opens one order, the database
    // decides.
    uniqueIndex("payments_open_fee")
      .on(t.applicationId, t.fee)
      .where(sql`${t.state} = 'open'`),
    index("payments_application").on(t.applicationId, t.createdAt),
  ],
);

/**
 * Interview sessions the office publishes for an intake: when, where, which group, how many
 * places (`class_code` null: any class). `booked` is counted by the bookings' own updates
 * (`booked < capacity` in the same statement), so places are never given twice.
 */
export const interviewSessions = pgTable(
  "interview_sessions",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id),
    intakeYear: text("intake_year").notNull(),
    classCode: text("class_code"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    venue: text("venue").notNull(),
    /** The venue in Simplified script (converted on save) and in English (as typed; "" none). */
    venueCn: text("venue_cn").notNull().default(""),
    venueEn: text("venue_en").notNull().default(""),
    groupName: text("group_name").notNull(),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
    published: boolean("published").notNull(),
  },
  (t) => [
    index("interview_sessions_school").on(t.schoolId, t.intakeYear, t.startsAt),
    check("interview_sessions_places", sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

/**
 * What the school told a family about an application (issue 37, item 16): each text and e-mail
 * as sent, in the family's language, and whether the provider took it.
 */
export const applicationMessages = pgTable(
  "application_messages",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    notice: text("notice").$type<FamilyNotice>().notNull(),
    channel: text("channel").$type<NoticeChannel>().notNull(),
    /** Where it went, mostly hidden ("+852 •••• 4567"): the office recognises it, no more. */
    recipient: text("recipient").notNull(),
    text: text("text").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    delivered: boolean("delivered").notNull(),
  },
  (t) => [index("application_messages_application").on(t.applicationId, t.sentAt)],
);

/** An application's booked interview (one at most), with the code its QR carries. */
export const interviewBookings = pgTable(
  "interview_bookings",
  {
    applicationId: integer("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => interviewSessions.id),
    checkInCode: text("check_in_code").notNull(),
    bookedAt: timestamp("booked_at", { withTimezone: true }).notNull(),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    /** Why the office checked the family in on another day than the session's (issue 37). */
    checkInNote: text("check_in_note"),
    /** The interviewers' score (0–100) and notes (issue 37, item 15), for the office alone. */
    score: integer("score"),
    notes: text("notes"),
    /** Who wrote the score and notes last, and when (null: nothing written yet). */
    assessedBy: integer("assessed_by").references(() => users.id, { onDelete: "set null" }),
    assessedAt: timestamp("assessed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("interview_bookings_code").on(t.checkInCode)],
);

import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { schools } from "../db/schema";

/**
 * Sign-in codes sent to guardians' phones: only a salted SHA-256 of each code is kept, with its
 * moment, expiry, wrong tries and the moment it was used (once).
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    countryCode: text("country_code").notNull(),
    phone: text("phone").notNull(),
    salt: text("salt").notNull(),
    codeHash: text("code_hash").notNull(),
    /** The network address that asked for it. */
    address: text("address").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    tries: integer("tries").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("verification_codes_phone").on(t.countryCode, t.phone, t.sentAt)],
);

/**
 * Text messages in demo mode: what an SMS provider would have delivered, for people trying the
 * demo (and the journeys) to read their code. Production sends through a provider instead.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    countryCode: text("country_code").notNull(),
    phone: text("phone").notNull(),
    text: text("text").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sms_outbox_phone").on(t.countryCode, t.phone, t.sentAt)],
);

/**
 * A school's registration: the intake it takes applications for, when, and its fees (in the
 * currency's minor unit: HK$ 50.00 is 5000). One row per school that takes applications online.
 */
export const registrationSettings = pgTable("registration_settings", {
  schoolId: integer("school_id")
    .primaryKey()
    .references(() => schools.id),
  /** The school year applied for ("2027-28"). */
  intakeYear: text("intake_year").notNull(),
  /** Applications are taken from this day to that one, inclusive, in school time. */
  opensOn: date("opens_on", { mode: "string" }).notNull(),
  closesOn: date("closes_on", { mode: "string" }).notNull(),
  currency: text("currency").notNull(),
  /** Paid with the application, not refunded. */
  applicationFee: integer("application_fee").notNull(),
  /** Paid on an offer of a place, refunded on enrolment. */
  registrationFee: integer("registration_fee").notNull(),
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

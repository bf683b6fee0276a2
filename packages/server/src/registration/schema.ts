import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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

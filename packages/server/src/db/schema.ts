import {
  GUARDIAN_RELATIONS,
  ROLES,
  SCHOOL_ROLES,
  type OnlinePaymentMethod,
  type SandboxOrder,
} from "@campus/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
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

export const schools = pgTable("schools", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  nameZh: text("name_zh").notNull(),
  nameCn: text("name_cn").notNull(),
  nameEn: text("name_en").notNull(),
  /** Where the school is (`SCHOOL_REGIONS`): its phones' default region and its wording. */
  region: text("region", { enum: ["hk", "mo", "cn", "tw"] })
    .notNull()
    .default("hk"),
  /** The portal's main colour the office chose ("#0f766e"); null: the product's amber. */
  brandColor: text("brand_color"),
  /** The logo in the portal's frame (an upload of purpose "logo"); null: none. */
  logoUploadId: integer("logo_upload_id").references((): AnyPgColumn => uploads.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every account. `loginType` is what the sign-in page offers (parent, teacher, student);
 * `roles` what the account may do (a teacher who runs the office also holds "staff").
 * Parents sign in with a phone number, so their `countryCode` is part of the login name.
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id").references(() => schools.id),
    /** "guardian": a registration account, signed in by a code to its phone (no password). */
    loginType: text("login_type", { enum: ["parent", "teacher", "student", "guardian"] }).notNull(),
    countryCode: text("country_code").notNull().default(""),
    username: text("username").notNull(),
    roles: text("roles").array().notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    headImg: text("head_img"),
    passwordHash: text("password_hash").notNull(),
    lang: text("lang", { enum: ["zh-TW", "zh-CN", "en-US"] })
      .notNull()
      .default("zh-TW"),
    /** Students only. */
    className: text("class_name"),
    studentNo: text("student_no"),
    /** A student's number in the class register (4A 12): how Hong Kong schools name a student. */
    classNumber: integer("class_number"),
    /**
     * A phone one-time codes go to, for accounts that do not sign in with it (an office
     * account's set-up): region ("852") and national number.
     */
    contactCountryCode: text("contact_country_code"),
    contactPhone: text("contact_phone"),
    /**
     * "left": a student gone from the school's roster (issue 36), or an account closed. It signs
     * in no more and its sessions end; its records stay and stay readable to the school.
     */
    status: text("status", { enum: ["active", "left"] })
      .notNull()
      .default("active"),
    /** Students, from the school's roster: "M" or "F". */
    gender: text("gender", { enum: ["M", "F"] }),
    birthDate: date("birth_date"),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_login_unique").on(t.loginType, t.countryCode, sql`lower(${t.username})`),
  ],
);

/** A parent–child link: the parent may act for the student. */
export const guardianships = pgTable(
  "guardianships",
  {
    parentId: integer("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
    /** What the parent is to the student (`GUARDIAN_RELATIONS`), when the school said. */
    relation: text("relation", { enum: GUARDIAN_RELATIONS }),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.studentId] })],
);

/**
 * Sign-in sessions. Only a hash of the token is stored, so a copy of the database does not
 * hand out sessions. `currentChildId` is per session: two devices may look at two children.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    currentChildId: integer("current_child_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * How the session began: a password, or a one-time code texted to the account's phone (a
     * sign-in by code, a school's set-up). Soon after a code, a new password needs no old one.
     */
    signedInBy: text("signed_in_by", { enum: ["password", "code"] })
      .notNull()
      .default("password"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Failed sign-ins per key ("account:…" or "address:…"), for throttling. */
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** The side menu; `roles` says who sees an item. */
export const menuItems = pgTable("menu_items", {
  code: text("code").primaryKey(),
  parentCode: text("parent_code"),
  sort: integer("sort").notNull(),
  nameZh: text("name_zh").notNull(),
  nameCn: text("name_cn").notNull(),
  nameEn: text("name_en").notNull(),
  icon: text("icon").notNull().default(""),
  url: text("url").notNull().default(""),
  path: text("path").notNull().default(""),
  vue: boolean("vue").notNull().default(true),
  hidden: boolean("hidden").notNull().default(false),
  roles: text("roles").array().notNull(),
});

/** What each role may do where: route code → actions. */
export const rolePermissions = pgTable(
  "role_permissions",
  {
    role: text("role", { enum: ROLES }).notNull(),
    routeCode: text("route_code").notNull(),
    actions: text("actions").array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.routeCode] })],
);

/**
 * A school's own grants (issue 36 §2, spec §6): what one role may do on one page at this
 * school, instead of the product's default in `role_permissions`. A row only where the office
 * changed a default; no actions: the page is not the role's at this school.
 */
export const schoolRolePermissions = pgTable(
  "school_role_permissions",
  {
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    role: text("role", { enum: SCHOOL_ROLES }).notNull(),
    routeCode: text("route_code").notNull(),
    actions: text("actions").array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.role, t.routeCode] })],
);

/**
 * The first answer to a write per (caller, endpoint, Idempotency-Key), kept 24 hours (decision
 * 0011). The primary key decides which of two racing requests acts: the one whose insert wins
 * holds the `pending` row; every other waits for `done` and answers the stored envelope.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the parsed input: the same key with another body is refused. */
    fingerprint: text("fingerprint").notNull(),
    state: text("state", { enum: ["pending", "done"] }).notNull(),
    /** The envelope answered ({code, msg, data}) once done. */
    answer: text("answer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.endpoint, table.key] }),
    index("idempotency_keys_expires_at").on(table.expiresAt),
  ],
);

/** Raw bytes: `Uint8Array` from PGlite, `Buffer` (a Uint8Array too) from node-postgres. */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array<ArrayBuffer> }>({
  dataType: () => "bytea",
});

/**
 * Files people uploaded (services/uploads.ts): checked by their content on the way in, kept in
 * the database so a backup of it is a backup of everything. `purpose` names the owner
 * ("calendar.event"), which decides who may read a file; `key` is a random capability its
 * download address carries.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id),
    uploadedBy: integer("uploaded_by")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose").notNull(),
    name: text("name").notNull(),
    /** The type read from the content (never the one the browser claimed). */
    type: text("type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    key: text("key").notNull(),
    /** The bytes, unless a file store (S3) keeps them by `key` (services/file-store.ts). */
    content: bytea("content"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("uploads_school_purpose").on(table.schoolId, table.purpose)],
);

/**
 * One-time codes texted to phones (services/phone-codes.ts): a guardian's registration sign-in,
 * an office account's set-up, a parent's sign-in without a password. Only a salted SHA-256 of each code is kept, with its moment,
 * expiry, wrong tries and the moment it was used (once). A code answers only its own purpose.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    countryCode: text("country_code").notNull(),
    phone: text("phone").notNull(),
    purpose: text("purpose", { enum: ["registration", "setup", "signin"] })
      .notNull()
      .default("registration"),
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
 * One-time set-up links (services/school-setup.ts). "school": the first start of a server with
 * no school prints one, to create a school from the set-up page; "office": `npm run admin` (or
 * that page) makes one for a school's first office account. Only a SHA-256 of the token is
 * kept; a link works until it expires or is used, once; a newer link of the same kind (for the
 * same account) replaces the older.
 */
export const setupLinks = pgTable(
  "setup_links",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["school", "office"] }).notNull(),
    /** The office account an "office" link sets up. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("setup_links_user").on(t.userId)],
);

/**
 * A student's activation letter (office/services/activation-letters.ts): the hash of its code,
 * which works once until `expires_at`; a newer letter for the student revokes the older.
 */
export const activationCodes = pgTable(
  "activation_codes",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    createdBy: integer("created_by").references(() => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("activation_codes_user").on(t.userId)],
);

/**
 * A roster imported (roster/roster-import.ts): its file, what it did, and what the rows it
 * changed were before, so the last import can be undone.
 */
export const rosterImports = pgTable(
  "roster_imports",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id),
    /** A roster or a staff list imported, or the year-end rollover (`fileName`: the new year). */
    kind: text("kind", { enum: ["file", "staff", "rollover"] })
      .notNull()
      .default("file"),
    /** The file as uploaded (an `uploads` row, purpose "roster.import"). */
    uploadId: integer("upload_id").references(() => uploads.id),
    fileName: text("file_name").notNull(),
    /** A whole school's roster: its students absent from it were marked left. */
    full: boolean("full").notNull(),
    counts: jsonb("counts").notNull(),
    /** Each changed account's fields before (null: the import added it), for undo. */
    before: jsonb("before").notNull(),
    importedBy: integer("imported_by").references(() => users.id),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [index("roster_imports_school").on(t.schoolId, t.importedAt)],
);

/**
 * What the office did to the school's people (issue 36 §2): who, when, what, about whom, each
 * field before → after. Written in the transaction of the change it records; never changed.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id),
    /** Who acted; null for the command line (`npm run admin`). */
    actorId: integer("actor_id").references(() => users.id),
    /** `AUDIT_KINDS`. */
    kind: text("kind").notNull(),
    /** Whom it was about; null when about many (an import, a class's letters). */
    personId: integer("person_id").references(() => users.id),
    /** A file's name, a class: what it was about, in the school's words. */
    subject: text("subject").notNull().default(""),
    /** Each field's value before and after: `[{ field, before, after }]`. */
    changes: jsonb("changes").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("audit_log_school_at").on(t.schoolId, t.at),
    index("audit_log_person").on(t.personId),
  ],
);

/**
 * Each class's class teacher (班主任, issue 36 §2), by the class's name as the roster gives it:
 * a class is its students' `class_name`. Cleared by the year-end rollover (kept in its history,
 * so undoing it brings them back).
 */
export const classTeachers = pgTable(
  "class_teachers",
  {
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id),
    className: text("class_name").notNull(),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.className] })],
);

/**
 * Every message a feature sent a person of the school (services/messenger.ts): by which way,
 * to where (mostly hidden), what it said, and whether the provider took it. The school's
 * outbox: what a family was told, and when, for whoever must answer "did you tell us?".
 */
export const messageOutbox = pgTable(
  "message_outbox",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    /** The person it went to; null once their account is gone (the record stays). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    channel: text("channel", { enum: ["sms", "email", "push"] }).notNull(),
    /** Where it went, mostly hidden ("+852 •••• 4567"): recognised, not learnt. */
    recipient: text("recipient").notNull(),
    /** What sent it, as `<feature>.<kind>` ("notices.reminder"), and about what ("notice:12"). */
    source: text("source").notNull(),
    ref: text("ref").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    delivered: boolean("delivered").notNull(),
  },
  (t) => [
    index("message_outbox_school_source").on(t.schoolId, t.source, t.ref, t.sentAt),
    // The office's outbox, latest first (office/services/outbox.ts), and one person's.
    index("message_outbox_school_sent").on(t.schoolId, t.sentAt),
    index("message_outbox_user").on(t.userId, t.sentAt),
  ],
);

/**
 * The server's VAPID key pair for web push (decision 0049), made on first need and kept, so a
 * device's subscription outlives a restart and every instance signs alike. One row; the
 * deployment's own keys (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`) are used instead when set.
 */
export const pushKeys = pgTable("push_keys", {
  id: integer("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/**
 * A device a person asked to be notified on (web push, decision 0049): its push service's
 * address and the keys messages are encrypted to. One device, one owner: whoever subscribed it
 * last, in the session they did it in — signing out there (or any end of that session's sign-in:
 * a password changed elsewhere, an account closed) stops it. Taken away when the push service
 * says the device is gone.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sign-in it was turned on in: revoked, the device is no longer told anything. */
    sessionId: integer("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint").on(t.endpoint),
    index("push_subscriptions_user").on(t.userId),
  ],
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
 * The demo's sandbox payment provider's own book of orders, every feature's (what WeChat Pay or Alipay would keep on
 * their side): the cashier reads and settles these, and the server asks it how an order stands.
 */
export const sandboxOrders = pgTable("sandbox_orders", {
  tradeNo: text("trade_no").primaryKey(),
  providerTradeNo: text("provider_trade_no").notNull(),
  method: text("method").$type<OnlinePaymentMethod>().notNull(),
  merchant: text("merchant").notNull(),
  subject: text("subject").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  returnPath: text("return_path").notNull(),
  /** Where the provider posts its notification: the endpoint of the feature whose order it is. */
  notifyPath: text("notify_path").notNull(),
  state: text("state").$type<SandboxOrder["state"]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  paidAt: timestamp("paid_at", { withTimezone: true }),
});

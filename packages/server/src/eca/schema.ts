import { sql } from "drizzle-orm";
import {
  boolean,
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
import {
  ECA_APPROVALS,
  ECA_GRADES,
  ECA_IMPORT_STATUSES,
  ECA_LEVELS,
  ECA_NATURES,
  ECA_RECOGNITION_STATUSES,
  ECA_RECOGNITION_TARGETS,
  ECA_TRAIT_DECISIONS,
  ECA_REGIONS,
  ECA_SCHOOL_REGIONS,
  ECA_SEMESTERS,
  ECA_SETTING_STATUSES,
  ECA_SOURCES,
  ECA_TYPES,
} from "@campus/contract";
import { schools, uploads, users } from "../db/schema";

// ── ECA tracker ───────────────────────────────────────────────────────────────
//
// Scores and multipliers are integers in hundredths (10.00 points = 1000), hours in tenths:
// the score rule (contract `eca/score.ts`) multiplies integers and rounds once.
// `npm run db:generate -- --name <change>` writes the migration after a change here.

const created = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A school's ECA switches: its region (level words) and how scores count. */
export const ecaRules = pgTable("eca_rules", {
  schoolId: integer("school_id")
    .primaryKey()
    .references(() => schools.id, { onDelete: "cascade" }),
  region: text("region", { enum: ECA_SCHOOL_REGIONS }).notNull().default("hk"),
  levelFactors: boolean("level_factors").notNull().default(false),
  /** A group event's entries count at this percentage; null: in full. */
  groupPercent: integer("group_percent"),
});

const settingColumns = () => ({
  id: serial("id").primaryKey(),
  schoolId: integer("school_id")
    .notNull()
    .references(() => schools.id, { onDelete: "cascade" }),
  nameZh: text("name_zh").notNull(),
  nameEn: text("name_en").notNull(),
  /**
   * The office's own Simplified Chinese form; null: the Chinese name converted (OpenCC, see
   * services/simplified.ts), which is what most names want.
   */
  nameCn: text("name_cn"),
  status: text("status", { enum: ECA_SETTING_STATUSES }).notNull(),
  sort: integer("sort").notNull().default(0),
  createdAt: created(),
});

/** An event's category (an OLE area, say) and the points its entries start from. */
export const ecaCategories = pgTable(
  "eca_categories",
  {
    ...settingColumns(),
    score: integer("score").notNull(),
    /** The most one student gains in it per school year; null: no cap. */
    cap: integer("cap"),
    /** Set on a category the OLE preset added: the preset adds each once. */
    presetKey: text("preset_key"),
  },
  (t) => [
    uniqueIndex("eca_categories_name_zh").on(t.schoolId, t.nameZh),
    uniqueIndex("eca_categories_name_en").on(t.schoolId, sql`lower(${t.nameEn})`),
    uniqueIndex("eca_categories_preset").on(t.schoolId, t.presetKey),
  ],
);

/** An award and what it multiplies the category score by; `quantity` per event by default. */
export const ecaPrizes = pgTable(
  "eca_prizes",
  {
    ...settingColumns(),
    multiplier: integer("multiplier").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    uniqueIndex("eca_prizes_name_zh").on(t.schoolId, t.nameZh),
    uniqueIndex("eca_prizes_name_en").on(t.schoolId, sql`lower(${t.nameEn})`),
  ],
);

/** A label events carry (music, STEM, …). */
export const ecaTags = pgTable("eca_tags", settingColumns(), (t) => [
  uniqueIndex("eca_tags_name_zh").on(t.schoolId, t.nameZh),
  uniqueIndex("eca_tags_name_en").on(t.schoolId, sql`lower(${t.nameEn})`),
]);

/**
 * A trait item (the spec's "feature item"): what an event recognises in its students
 * (leadership, teamwork, …). The school's vocabulary, seeded with ten.
 */
export const ecaTraits = pgTable(
  "eca_traits",
  {
    ...settingColumns(),
    /** A preset trait's key ("leadership"): the local engine knows its words. Null: the school's own. */
    presetKey: text("preset_key"),
  },
  (t) => [
    uniqueIndex("eca_traits_name_zh").on(t.schoolId, t.nameZh),
    uniqueIndex("eca_traits_name_en").on(t.schoolId, sql`lower(${t.nameEn})`),
  ],
);

/** An ECA project or event (spec §3). `version` refuses a stale edit. */
export const ecaEvents = pgTable(
  "eca_events",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    content: text("content").notNull().default(""),
    nature: text("nature", { enum: ECA_NATURES }).notNull(),
    type: text("type", { enum: ECA_TYPES }).notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => ecaCategories.id),
    region: text("region", { enum: ECA_REGIONS }).notNull(),
    organiser: text("organiser").notNull().default(""),
    /** The school year by its starting year (2026 = 2026/27). */
    schoolYear: integer("school_year").notNull(),
    semester: text("semester", { enum: ECA_SEMESTERS }).notNull(),
    /** Limited to one grade; null: no limit. */
    grade: text("grade", { enum: ECA_GRADES }),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    /** The time of day it starts and ends ("15:45", school time); null: none given. */
    startTime: text("start_time"),
    endTime: text("end_time"),
    /** Tenths of an hour. */
    hours: integer("hours").notNull().default(0),
    /** Its files and photos: uploads' ids, in order (services/event-files.ts). */
    attachments: integer("attachments").array().notNull().default([]),
    photos: integer("photos").array().notNull().default([]),
    /** Sub-items (a competition's events: "4×100 m relay"), in order. */
    subItems: text("sub_items")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text("source", { enum: ECA_SOURCES }).notNull(),
    status: text("status", { enum: ECA_APPROVALS }).notNull(),
    rejectReason: text("reject_reason"),
    /**
     * What a teacher changed since the office passed it (contract field names: "hours",
     * "trait_ids"): the approvals list says it; cleared when it is passed again (issue 37).
     */
    changedSincePassed: text("changed_since_passed").array(),
    /** When and by whom it was last passed or not passed; null while it waits. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** The passed entries' average (hundredths), kept when an entry changes; null: none. */
    averageScore: integer("average_score"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The import that made it (undoing the import removes it if it holds nothing else). */
    importId: integer("import_id").references(() => ecaImports.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    createdAt: created(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("eca_events_code").on(t.schoolId, t.code),
    index("eca_events_list").on(t.schoolId, t.schoolYear, t.startsOn),
    index("eca_events_status").on(t.schoolId, t.status, t.createdAt),
  ],
);

export const ecaEventTags = pgTable(
  "eca_event_tags",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => ecaEvents.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => ecaTags.id),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.tagId] }), index("eca_event_tags_tag").on(t.tagId)],
);

/** The teachers responsible for an event: they may edit it and decide its entries. */
export const ecaEventTeachers = pgTable(
  "eca_event_teachers",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => ecaEvents.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.teacherId] }),
    index("eca_event_teachers_teacher").on(t.teacherId),
  ],
);

/** The trait items an event recognises (step 2 of the editor). */
export const ecaEventTraits = pgTable(
  "eca_event_traits",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => ecaEvents.id, { onDelete: "cascade" }),
    traitId: integer("trait_id")
      .notNull()
      .references(() => ecaTraits.id),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.traitId] })],
);

/** The prizes an event awards, and how many of each. */
export const ecaEventPrizes = pgTable(
  "eca_event_prizes",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => ecaEvents.id, { onDelete: "cascade" }),
    prizeId: integer("prize_id")
      .notNull()
      .references(() => ecaPrizes.id),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.prizeId] })],
);

/** One student's part in an event (spec §3 per-student entry). */
export const ecaEntries = pgTable(
  "eca_entries",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => ecaEvents.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: ECA_SOURCES }).notNull(),
    status: text("status", { enum: ECA_APPROVALS }).notNull(),
    rejectReason: text("reject_reason"),
    prizeId: integer("prize_id").references(() => ecaPrizes.id),
    /** The sub-item the student took part in ("" when the event has none). */
    competitionItem: text("competition_item").notNull().default(""),
    level: text("level", { enum: ECA_LEVELS }),
    remark: text("remark").notNull().default(""),
    trait: text("trait").notNull().default(""),
    achievement: text("achievement").notNull().default(""),
    /** The student's role (captain, member, volunteer: the SLP's "role of participation"). */
    role: text("role").notNull().default(""),
    /** The student's own hours, in tenths, when not the event's; null: the event's. */
    hours: integer("hours"),
    /** A parent's submission: the certificate's photos (uploads), in order. */
    certificates: integer("certificates").array().notNull().default([]),
    /** The entry's score by the rule (hundredths), before the yearly cap. */
    score: integer("score").notNull().default(0),
    /** The import that wrote it: undoing the import removes it. */
    importId: integer("import_id").references(() => ecaImports.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("eca_entries_unique").on(t.eventId, t.studentId, t.competitionItem),
    index("eca_entries_student").on(t.studentId),
    index("eca_entries_queue").on(t.schoolId, t.status, t.createdAt),
    index("eca_entries_import").on(t.importId),
  ],
);

/**
 * An import by file: the uploaded workbook, the rows it checked (accepted rows as the values
 * they write, refused rows with each problem as a message id and values, worded per reader) and
 * what became of it. Checked imports are previews: nothing else is written until confirmed.
 */
export const ecaImports = pgTable(
  "eca_imports",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    uploadId: integer("upload_id")
      .notNull()
      .references(() => uploads.id),
    status: text("status", { enum: ECA_IMPORT_STATUSES }).notNull(),
    rows: integer("rows").notNull(),
    accepted: integer("accepted").notNull(),
    refused: integer("refused").notNull(),
    newEvents: integer("new_events").notNull(),
    /** The check's outcome (`ImportCheck` in services/import-check.ts). */
    checked: jsonb("checked").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
    importedAt: timestamp("imported_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: integer("undone_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("eca_imports_history").on(t.schoolId, t.createdAt)],
);

/**
 * A recognition job (decision 0025): its state lives here, so a job survives a restart — the
 * runner that holds it beats `heartbeat_at`, and one whose beat stopped is picked up again. At
 * most one job per target is in progress (the partial unique index).
 */
export const ecaRecognitions = pgTable(
  "eca_recognitions",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    target: text("target", { enum: ECA_RECOGNITION_TARGETS }).notNull(),
    eventId: integer("event_id").references(() => ecaEvents.id, { onDelete: "cascade" }),
    studentId: integer("student_id").references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ECA_RECOGNITION_STATUSES }).notNull(),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    /** Why it failed: a server message id (worded per reader), and the detail it takes. */
    error: text("error"),
    errorDetail: text("error_detail"),
    engine: text("engine").notNull().default("local"),
    attempts: integer("attempts").notNull().default(0),
    /** The process running it, and when it last said so; null before a runner took it. */
    runner: text("runner"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("eca_recognitions_list").on(t.schoolId, t.createdAt),
    uniqueIndex("eca_recognitions_running")
      .on(t.target, sql`coalesce(${t.eventId}, 0)`, sql`coalesce(${t.studentId}, 0)`)
      .where(sql`status = 'in_progress'`),
  ],
);

/**
 * A trait proposed for one student's entry, with the evidence read; a teacher's decision stays
 * when the entry is read again (only undecided proposals are replaced).
 */
export const ecaTraitProposals = pgTable(
  "eca_trait_proposals",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    recognitionId: integer("recognition_id")
      .notNull()
      .references(() => ecaRecognitions.id, { onDelete: "cascade" }),
    entryId: integer("entry_id")
      .notNull()
      .references(() => ecaEntries.id, { onDelete: "cascade" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    traitId: integer("trait_id")
      .notNull()
      .references(() => ecaTraits.id, { onDelete: "cascade" }),
    strength: integer("strength").notNull(),
    /** `EcaEvidence[]`: field, text, words. */
    evidence: jsonb("evidence").notNull(),
    decision: text("decision", { enum: ECA_TRAIT_DECISIONS }).notNull().default("pending"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("eca_trait_proposals_unique").on(t.entryId, t.traitId),
    index("eca_trait_proposals_job").on(t.recognitionId),
    index("eca_trait_proposals_student").on(t.studentId, t.decision),
  ],
);

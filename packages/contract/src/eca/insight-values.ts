/*
 * The ECA insight's plain values (recognition, dashboard): beside the feature's (values.ts), not
 * in it, so pages that need none of the insight do not carry them.
 */

/*
 * AI recognition of special traits (spec §1, §2, §4): a job reads an event's (or a student's)
 * records and proposes trait items per student, with a strength and the words it read; a
 * teacher accepts or rejects each, and the accepted ones form the student's personality overview.
 */

/** A recognition job (spec §4): in progress → completed | failed (a failed one may be retried). */
export const ECA_RECOGNITION_STATUSES = ["in_progress", "completed", "failed"] as const;
export type EcaRecognitionStatus = (typeof ECA_RECOGNITION_STATUSES)[number];

/** What a job reads: one event's students, or one student's records. */
export const ECA_RECOGNITION_TARGETS = ["event", "student"] as const;
export type EcaRecognitionTarget = (typeof ECA_RECOGNITION_TARGETS)[number];

/** A proposed trait, until a teacher decides it. */
export const ECA_TRAIT_DECISIONS = ["pending", "accepted", "rejected"] as const;
export type EcaTraitDecision = (typeof ECA_TRAIT_DECISIONS)[number];

/**
 * Where a proposal's evidence was read: the student's entry (their personal trait, remark,
 * achievement, role, item, award and level) or the event (its name, content, nature and type,
 * and the trait items it recognises).
 */
export const ECA_EVIDENCE_FIELDS = [
  "trait",
  "remark",
  "achievement",
  "role",
  "item",
  "prize",
  "level",
  "name",
  "content",
  "nature",
  "type",
  "recognises",
] as const;
export type EcaEvidenceField = (typeof ECA_EVIDENCE_FIELDS)[number];

/** The most proposals one decision takes. */
export const ECA_TRAIT_DECIDE_MAX = 100;

/** Strength is 0–100; the spec's bands (§9) colour it like any percentage. */
export const ECA_STRENGTH_MAX = 100;

/** The dashboard's scopes: the school, a grade ("4"), a class ("4A"). */
export const ECA_DASHBOARD_SCOPES = ["school", "grade", "class"] as const;
export type EcaDashboardScope = (typeof ECA_DASHBOARD_SCOPES)[number];

/** The dashboard's tables as a workbook, through the session: `<path>?<the request's fields>`. */
export const ECA_DASHBOARD_EXPORT_PATH = "/api/eca/dashboard/export";

/*
 * An application's states and the office's moves between them (spec §4), apart from the form's
 * rules: the office's screens and the family's read these without the form's checks.
 */

/** Spec §4: incomplete (a draft, continue) → submitted → under approval → approved | not passed. */
export const APPLICATION_STATUSES = [
  "incomplete",
  "submitted",
  "under_approval",
  "approved",
  "not_passed",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * What the office does with a submitted application: take it up (submitted → under approval),
 * approve or deny it (under approval → approved | not passed; denying gives a reason), or ask
 * for more information (reopened for the guardian to edit, with the request shown).
 */
export const OFFICE_DECISIONS = ["start", "approve", "deny", "request_info"] as const;
export type OfficeDecision = (typeof OFFICE_DECISIONS)[number];

/** The office's decisions and the states each one applies to, and what it leads to. */
export const DECISION_MOVES: Record<
  OfficeDecision,
  { from: readonly ApplicationStatus[]; to: ApplicationStatus }
> = {
  start: { from: ["submitted"], to: "under_approval" },
  approve: { from: ["under_approval"], to: "approved" },
  deny: { from: ["under_approval"], to: "not_passed" },
  request_info: { from: ["submitted", "under_approval"], to: "incomplete" },
};

/** The most applications one decision on many moves (five pages of the office's list). */
export const DECIDE_MANY_MAX = 100;

/** Spec §4 fee states; offline payment is by an uploaded deposit slip. */
export const FEE_STATUSES = ["unpaid", "paying", "paid"] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];

/** The office's review of one document: a rejected one is uploaded again, alone. */
export const DOCUMENT_REVIEWS = ["pending", "accepted", "rejected"] as const;
export type DocumentReview = (typeof DOCUMENT_REVIEWS)[number];

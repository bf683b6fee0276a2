/*
 * School notices' plain values (no zod): what a client's first screen may import without
 * downloading the schemas. Decision 0044 is the design; this is its first part — the office
 * writes and publishes, families read (reply slips and signing come next).
 */

/** A notice being written, or sent to its recipients (fixed per child when published). */
export const NOTICE_STATUSES = ["draft", "published"] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** Who a notice is for: the whole school, some grades (4), some classes ("4A"), as the calendar's events. */
export const NOTICE_AUDIENCES = ["school", "grades", "classes"] as const;
export type NoticeAudienceKind = (typeof NOTICE_AUDIENCES)[number];

/** The longest title and body the server keeps, and the most classes one names. */
export const NOTICE_TITLE_MAX = 120;
export const NOTICE_BODY_MAX = 5000;
export const NOTICE_CLASSES_MAX = 40;

/** A guardian's signing PIN (decision 0044): four to six digits. */
export const SIGNING_PIN_PATTERN = /^[0-9]{4,6}$/;

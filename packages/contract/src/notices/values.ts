/*
 * School notices' plain values (no zod): what a client's first screen may import without
 * downloading the schemas. Decision 0044 is the design: the office writes and publishes,
 * families read, and a guardian replies on a notice's slip once per child, signing with a PIN.
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

/** Files one notice may carry (a PDF letter, a form to print, a map). */
export const NOTICE_ATTACHMENTS_MAX = 5;

/**
 * Where a notice's file downloads: `<path>/<id>/<key>/<name>`. The random key is the capability;
 * only the families it was sent to and the office are told it (packages/server/src/notices).
 */
export const NOTICE_ATTACHMENT_PATH = "/api/notices/attachment";

/**
 * A draft sent on its own at a time the office sets: at least a few minutes ahead (time to
 * think again), at most this many days, and with a slip, no later than the day before its
 * last day (families need a day to reply).
 */
export const NOTICE_SCHEDULE_MIN_MINUTES = 5;
export const NOTICE_SCHEDULE_MAX_DAYS = 60;

/** A guardian's signing PIN (decision 0044): four to six digits. */
export const SIGNING_PIN_PATTERN = /^[0-9]{4,6}$/;

/** A reply slip's question: one choice among options ("參加 / 不參加"), or a short text. */
export const NOTICE_QUESTION_KINDS = ["choice", "text"] as const;
export type NoticeQuestionKind = (typeof NOTICE_QUESTION_KINDS)[number];

/** The most questions a slip asks, options a choice offers, and the longest texts. */
export const NOTICE_QUESTIONS_MAX = 10;
export const NOTICE_OPTIONS_MAX = 8;
export const NOTICE_QUESTION_TEXT_MAX = 200;
export const NOTICE_OPTION_TEXT_MAX = 60;
export const NOTICE_ANSWER_MAX = 500;

/** How a reply was signed: with the guardian's PIN, or not at all where the slip asks none. */
export const NOTICE_SIGNED_WITH = ["pin", "none"] as const;
export type NoticeSignedWith = (typeof NOTICE_SIGNED_WITH)[number];

/**
 * Which of a sent notice's children the office lists: all, those no one of the family has
 * opened it for, or those without a reply on its slip.
 */
export const NOTICE_RECIPIENT_FILTERS = ["all", "unread", "unreplied"] as const;
export type NoticeRecipientFilter = (typeof NOTICE_RECIPIENT_FILTERS)[number];

/** A class as the roster names it: a grade 1–6 and a letter ("4A"). */
export const NOTICE_CLASS_PATTERN = /^[1-6][A-Z]$/;

/** Where a sent notice's replies are downloaded as a workbook: `${…}/12/replies`. */
export const NOTICE_REPLIES_EXPORT_PATH = "/api/notices/office";

/**
 * Short messages between the school and a family (decision 0048): the longest a message may be,
 * and which of the caller's conversations the school lists — every child of its classes, or
 * those with a family's message the caller has not read.
 */
export const FAMILY_MESSAGE_MAX = 1000;
export const CONVERSATION_FILTERS = ["all", "unread"] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];
/** Who wrote a message: someone of the school (a class teacher, the office) or the family. */
export const MESSAGE_SIDES = ["school", "family"] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

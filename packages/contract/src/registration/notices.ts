/**
 * What the school tells a family on its own (issue 37, item 16): a text to the phone the family
 * signs in with (and an e-mail to each guardian the form gives one for) when the office decides
 * something the family must know or act on. Kept with the application, so the office sees what
 * was sent and when.
 */
export const FAMILY_NOTICES = [
  "approved",
  "denied",
  "info_requested",
  "slip_rejected",
  "interview_placed",
  "interview_passed",
  "interview_failed",
  "interview_waitlisted",
] as const;
export type FamilyNotice = (typeof FAMILY_NOTICES)[number];

/** How a notice went: a text message, or an e-mail. */
export const NOTICE_CHANNELS = ["sms", "email"] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

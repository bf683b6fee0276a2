/*
 * Notices' part of the contract, imported as `@campus/contract/notices` (decision 0040): its
 * plain values, shapes and endpoints (decision 0044).
 */
export {
  NOTICE_ANSWER_MAX,
  NOTICE_ATTACHMENT_PATH,
  NOTICE_ATTACHMENTS_MAX,
  NOTICE_AUDIENCES,
  NOTICE_BODY_MAX,
  NOTICE_CLASS_PATTERN,
  NOTICE_CLASSES_MAX,
  NOTICE_OPTION_TEXT_MAX,
  NOTICE_OPTIONS_MAX,
  NOTICE_QUESTION_KINDS,
  NOTICE_QUESTION_TEXT_MAX,
  NOTICE_QUESTIONS_MAX,
  NOTICE_RECIPIENT_FILTERS,
  NOTICE_REPLIES_EXPORT_PATH,
  NOTICE_SCHEDULE_MAX_DAYS,
  NOTICE_SCHEDULE_MIN_MINUTES,
  NOTICE_SIGNED_WITH,
  NOTICE_STATUSES,
  NOTICE_TITLE_MAX,
  SIGNING_PIN_PATTERN,
} from "./values";
export type {
  NoticeAudienceKind,
  NoticeQuestionKind,
  NoticeRecipientFilter,
  NoticeSignedWith,
  NoticeStatus,
} from "./values";
export { noticesApiRoutes } from "./routes";
export {
  noticeAudienceSchema,
  noticeClassCountsSchema,
  noticeRecipientPageSchema,
  noticeRecipientSchema,
  noticeRecipientsRequestSchema,
  noticeRemindedSchema,
  noticeDetailRequestSchema,
  noticePageSchema,
  noticeSchema,
  noticesRequestSchema,
  noticeReplySchema,
  noticeSlipSchema,
  officeNoticePageSchema,
  officeNoticeSchema,
  reopenReplySchema,
  replyNoticeSchema,
  saveNoticeSchema,
  slipQuestionSchema,
  setSigningPinSchema,
  signingPinStateSchema,
} from "./schemas";
export type {
  Notice,
  NoticeAudience,
  NoticeClassCounts,
  NoticeRecipient,
  NoticeReminded,
  NoticeReply,
  NoticeSlip,
  OfficeNotice,
  ReopenReply,
  ReplyNotice,
  SaveNotice,
  SlipQuestion,
  SetSigningPin,
  SigningPinState,
} from "./schemas";
export { noticesEndpoints } from "./endpoints";
export { answerText, optionText, questionText, type SlipText } from "./slip-text";

/*
 * Notices' part of the contract, imported as `@campus/contract/notices` (decision 0040): its
 * plain values, shapes and endpoints (decision 0044).
 */
export {
  NOTICE_AUDIENCES,
  NOTICE_BODY_MAX,
  NOTICE_CLASSES_MAX,
  NOTICE_STATUSES,
  NOTICE_TITLE_MAX,
  SIGNING_PIN_PATTERN,
} from "./values";
export type { NoticeAudienceKind, NoticeStatus } from "./values";
export { noticesApiRoutes } from "./routes";
export {
  noticeAudienceSchema,
  noticeDetailRequestSchema,
  noticePageSchema,
  noticeSchema,
  noticesRequestSchema,
  officeNoticePageSchema,
  officeNoticeSchema,
  saveNoticeSchema,
  setSigningPinSchema,
  signingPinStateSchema,
} from "./schemas";
export type {
  Notice,
  NoticeAudience,
  OfficeNotice,
  SaveNotice,
  SetSigningPin,
  SigningPinState,
} from "./schemas";
export { noticesEndpoints } from "./endpoints";

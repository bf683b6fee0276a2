export { LOCALES, DEFAULT_LOCALE, localeSchema, isLocale, matchLocale } from "./locale";
export type { Locale } from "./locale";
export { HEADERS } from "./headers";
export type { HeaderName } from "./headers";
export { ResultCode, envelopeSchema, fieldErrorSchema, validationFailureSchema } from "./envelope";
export type { Envelope, FieldError, ResultCodeValue, ValidationFailure } from "./envelope";
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageRequestSchema, pageOf } from "./paging";
export type { Page, PageRequest } from "./paging";
export { requiredText, optionalText, idField, flagField } from "./fields";
export { describeIssue } from "./issues";
export type { IssueMessage } from "./issues";
export { contractMessages } from "./messages";
export type { ContractMessageId } from "./messages";
export { defineEndpoint } from "./endpoint";
export type { Access, Endpoint, EndpointInput, EndpointResult } from "./endpoint";
export {
  endpoints,
  userInfo,
  login,
  menu,
  logout,
  changeLang,
  setChild,
  libraryUserInfo,
  schoolLogin,
  schoolLogout,
  schoolGetChilds,
  schoolSetChild,
} from "./endpoints";
export type { EndpointId, Endpoints } from "./endpoints";
export {
  ACCOUNT_TYPE,
  ACTIONS,
  LOGIN_TYPES,
  ROLES,
  childUserSchema,
  libraryReaderSchema,
  loginRequestSchema,
  loginResponseSchema,
  menuItemSchema,
  menuResponseSchema,
  permissionsSchema,
  schoolSummarySchema,
  userInfoSchema,
} from "./schemas/account";
export type {
  AccountType,
  Action,
  ChildUser,
  LibraryReader,
  LoginRequest,
  LoginResponse,
  LoginType,
  MenuItem,
  Permissions,
  Role,
  SchoolSummary,
  UserInfo,
} from "./schemas/account";
export { isValidPhone, PHONE_REGIONS } from "./validators/phone";
export type { PhoneRegion } from "./validators/phone";
export { hkidCheckCharacter, isValidHkid, normalizeHkid } from "./validators/hkid";
export { buildOpenApi, renderOpenApi } from "./openapi";

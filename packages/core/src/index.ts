export {
  createActionKeys,
  createApiClient,
  newActionKey,
  toFormBody,
  REQUEST_TIMEOUT_MS,
} from "./http/api-client";
export type { ApiClient, ApiClientOptions, CallOptions, RequestHeaders } from "./http/api-client";
export { ApiError, isApiError, isRequestInProgress, outcomeUnknown } from "./http/api-error";
export type { ApiFailure } from "./http/api-error";
export { decideError, isLoginRequired, ERROR_MESSAGE_MS } from "./errors/decide-error";
export type { DecideOptions, ErrorArea, ErrorDecision } from "./errors/decide-error";
export { applyDecision, decisionText, loginPath } from "./errors/apply-decision";
export type { ErrorContext, ErrorEffects } from "./errors/apply-decision";
export { ChunkLoadError, loadChunk, CHUNK_LOAD_TIMEOUT_MS } from "./errors/load-chunk";
export {
  createNamespacedStorage,
  browserLocalStorage,
  browserSessionStorage,
  DRAFT_PREFIX,
  forgetDrafts,
  STORAGE_PREFIX,
} from "./storage/namespaced-storage";
export type { NamespacedStorage, NamespacedStorageOptions } from "./storage/namespaced-storage";
export {
  createSessionStore,
  getSessionStore,
  childActedFor,
  currentChild,
  TOKEN_TTL_MS,
} from "./stores/session-store";
export type { SessionState, SessionStore, SessionStoreOptions } from "./stores/session-store";
export { createSchoolStore, getSchoolStore } from "./stores/school-store";
export type { SchoolState, SchoolStore } from "./stores/school-store";
export { createLocaleStore, getLocaleStore } from "./stores/locale-store";
export type { LocaleState, LocaleStore } from "./stores/locale-store";
export { createInstanceStore } from "./stores/instance-store";
export { createCampusRuntime, signOutHere } from "./session/campus-runtime";
export type { CampusRuntime, CampusRuntimeOptions } from "./session/campus-runtime";
export { RuntimeProvider, useRuntime, useSignInPrompt } from "./session/runtime-context";
export type { PageMeta } from "./routing/page-meta";
export type {
  RuntimeProviderProps,
  SignInPrompt,
  SignInPromptOptions,
} from "./session/runtime-context";
export { coreMessages, mergeCatalogues } from "./i18n/catalogue";
export { loadCoreMessages, loadMessages, mergeMessages, useMessages } from "./i18n/load-messages";
export type { MessageLoader, Messages } from "./i18n/load-messages";
export type { Catalogue } from "./i18n/catalogue";
export { IntlProvider, useIntl, createCampusIntl } from "./i18n/intl";
export { MoreTexts } from "./i18n/more-texts";
export { useT, useLocale, HTML_LANG } from "./i18n/translate";
export type { CoreMessageId, MessageValues, Translate } from "./i18n/translate";
export type { IntlProviderProps } from "./i18n/intl";
export { can, useCan, Can, RouteCodeContext } from "./permissions/permissions";
export type { CanProps } from "./permissions/permissions";
export { defineElement, useElementInstance } from "./element/define-element";
export { useApiOrigin } from "./element/api-origin";
export {
  addPageErrorListener,
  getPageRuntime,
  refreshPageQueries,
  setPageApiBase,
} from "./element/page-runtime";
export { getPageQueryClient } from "./element/page-query-client";
export { createCampusQueryClient } from "./data/campus-query-client";
export type {
  AttributeType,
  DefineElementOptions,
  ElementInstance,
} from "./element/define-element";
export type { CampusEvent, CampusEventMap, CampusEventName } from "./element/campus-events";
export { featurePages } from "./feature/campus-feature";
export type { CampusFeature, FeaturePage } from "./feature/campus-feature";
// Validators live in the contract so the server applies the very same rules; re-exported here
// because client code and tests import them from core by name.
export { isValidPhone, normalizeHkid, isValidHkid, PHONE_REGIONS } from "@campus/contract";
export type { PhoneRegion } from "@campus/contract";
export { createFeatureApi } from "./data/feature-api";
export { useSaveFile } from "./data/save-file";
export type {
  EndpointBody,
  EndpointMutationOptions,
  EndpointQueryOptions,
  FeatureApi,
  FeatureApiOptions,
  FeatureBody,
  FeatureSchool,
  KeyOf,
  PageArgs,
} from "./data/feature-api";
export { useSession, useSignedInAction } from "./session/runtime-context";
export {
  daysUntil,
  formatDay,
  formatMoment,
  formatMomentTime,
  formatPeriod,
  schoolDayOf,
} from "./dates/dates";
export { formatDays } from "./dates/format-days";
export { formatMoney } from "./i18n/money";

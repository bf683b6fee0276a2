export { LOCALES, DEFAULT_LOCALE, isLocale, matchLocale } from "./locale";
export type { Locale } from "./locale";
export { HEADERS } from "./headers";
export type { HeaderName } from "./headers";
export { METHOD_NOT_ALLOWED, ResultCode } from "./result-code";
export { envelopeSchema, fieldErrorSchema, validationFailureSchema } from "./envelope";
export type { Envelope, FieldError, ResultCodeValue, ValidationFailure } from "./envelope";
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./page-size";
export { pageRequestSchema, pageOf } from "./paging";
export type { Page, PageRequest } from "./paging";
export { requiredText, optionalText, idField, flagField } from "./fields";
export { normalizeText, textLength } from "./text";
export { badClass, CLASS_PATTERN, parseClasses } from "./classes";
export { UPLOAD_KINDS, UPLOAD_NAME_MAX, UPLOAD_TYPES } from "./uploads";
export type { UploadKind, UploadType } from "./uploads";
export { attachmentSchema, uploadRequestSchema } from "./schemas/uploads";
export type { Attachment } from "./schemas/uploads";
export { describeIssue, isValidationFailure } from "./issues";
export type { IssueMessage } from "./issues";
export {
  clientMessages,
  contractMessages,
  loadContractMessages,
  loadApplicationValidationMessages,
  loadSetupValidationMessages,
  LOGIN_REQUIRED_TEXTS,
  REQUEST_IN_PROGRESS_TEXTS,
} from "./messages";
export type {
  ClientMessageId,
  ContractMessageId,
  FeatureMessageIds,
  PlatformMessageId,
} from "./messages";
export { defineEndpoint } from "./endpoint";
export { defineDownload, recordIdParam, WORKBOOK } from "./download";
export { MY_DATA_PATH, ZIP } from "./my-data-values";
export type { DownloadEndpoint } from "./download";
export type { Access, ApiRoute, Endpoint, EndpointInput, EndpointResult } from "./endpoint";
export { defineRoutes, PORTAL_BASE } from "./route";
export type { Route } from "./route";
export { routes } from "./routes";
export { accountApiRoutes } from "./account-routes";
export { codeSignInApiRoutes } from "./code-sign-in-routes";
export type { Routes } from "./routes";
export { libraryApiRoutes } from "./library/routes";
export { librarySchoolApiRoutes } from "./library/school-routes";
export { libraryCatalogueApiRoutes } from "./library/catalogue-routes";
export { renewalBlock, type RenewalBlock } from "./library/renewal";
export { libraryReportApiRoutes } from "./library/report-routes";
export { libraryImportApiRoutes } from "./library/import-routes";
export { libraryStocktakeApiRoutes } from "./library/stocktake-routes";
export type {
  Stocktake,
  StocktakeCopy,
  StocktakeCounts,
  StocktakeDetail,
  StocktakePage,
  StocktakeScan,
} from "./library/stocktake-schemas";
export type {
  LibraryImport,
  LibraryImportBook,
  LibraryImportPreview,
  LibraryImportProblem,
} from "./library/import-schemas";
export {
  REPORT_DAYS_MAX,
  type BookReading,
  type ClassReading,
  type OverdueLoan,
  type OverdueReminded,
  type ReaderReading,
} from "./library/report-schemas";
export { calendarApiRoutes } from "./calendar/routes";
export {
  endpoints,
  downloads,
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
  schoolInfo,
  schoolSetChild,
} from "./endpoints";
export type { Downloads, EndpointId, Endpoints } from "./endpoints";
export { ACCOUNT_TYPE, ACTIONS, isLoginType, LOGIN_TYPES, ROLES, SCHOOL_ROLES } from "./accounts";
export {
  childUserSchema,
  localeSchema,
  libraryReaderSchema,
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
  LoginResponse,
  LoginType,
  MenuItem,
  Permissions,
  Role,
  SchoolSummary,
  UserInfo,
} from "./schemas/account";
export { loginRequestSchema } from "./schemas/login";
export type { LoginRequest } from "./schemas/login";
export { isValidPhone, normalizePhone, PHONE_REGIONS } from "./validators/phone";
export { SCHOOL_TIME_ZONE } from "./time-zone";
export { addDays, dayMs, dayOfMs, daysBetween, schoolDay } from "./days";
export type { PhoneRegion } from "./validators/phone";
export { formatHkid, hkidCheckCharacter, isValidHkid, normalizeHkid } from "./validators/hkid";

// The school library (issue 4): plain values, shapes and endpoints.
export {
  ACTIVE_RESERVATION_STATUSES,
  AVAILABILITIES,
  BOOK_AGE_MAX,
  BOOK_AUTHOR_MAX,
  BOOK_INTRO_MAX,
  BOOK_PUBLISHER_MAX,
  BOOK_TITLE_MAX,
  COPY_BARCODE_MAX,
  COPY_CALL_NUMBER_MAX,
  COPY_LOCATION_MAX,
  COPY_SETTABLE_STATUSES,
  COPY_STATUSES,
  LIBRARY_COVER_PATH,
  LIBRARY_REPORT_PATH,
  LIBRARY_IMPORT_COLUMNS,
  LIBRARY_IMPORT_FORMATS,
  LIBRARY_IMPORT_RECORDS_MAX,
  LIBRARY_IMPORT_REQUIRED,
  LIBRARY_IMPORT_STATUSES,
  LIBRARY_IMPORT_TEMPLATE_PATH,
  LABELS_MAX,
  STOCKTAKE_RESULTS,
  STOCKTAKE_STATUSES,
  BOOK_LANGUAGES,
  BOOK_STATUSES,
  LOAN_STATUSES,
  LOSS_REASON_MAX,
  RANK_TYPES,
  RESERVATION_STATUSES,
  REVIEW_MAX,
} from "./library/values";
export type {
  Availability,
  CopySettableStatus,
  CopyStatus,
  BookLanguage,
  BookStatus,
  LibraryImportColumn,
  LibraryImportFormat,
  LibraryImportStatus,
  StocktakeResult,
  StocktakeStatus,
  LoanStatus,
  RankType,
  ReservationStatus,
} from "./library/values";
export {
  authorFacetSchema,
  authorPageSchema,
  bookDetailSchema,
  bookFiltersSchema,
  bookPageSchema,
  bookSummarySchema,
  categoryPageSchema,
  categorySchema,
  chatAnswerSchema,
  chatIntentSchema,
  CHAT_CONDITIONS,
  chatRequestSchema,
  chatTurnSchema,
  deskLoanPageSchema,
  deskLoanSchema,
  deskReservationPageSchema,
  deskReservationSchema,
  favoritePageSchema,
  favoriteSchema,
  homeSchema,
  loanPageSchema,
  loanSchema,
  myReservationSchema,
  pagedInSchool,
  publisherFacetSchema,
  publisherPageSchema,
  rankedBookPageSchema,
  rankedBookSchema,
  readerSchema,
  renewalPageSchema,
  renewalSchema,
  reservationPageSchema,
  reservationSchema,
  reviewPageSchema,
  reviewSchema,
  schoolLibrarySchema,
  schoolScoped,
  subcategorySchema,
} from "./library/schemas";
export type {
  AuthorFacet,
  BookDetail,
  BookSummary,
  Category,
  ChatAnswer,
  ChatCondition,
  ChatIntent,
  DeskLoan,
  DeskReturn,
  DeskReservation,
  Favorite,
  LibraryHome,
  Loan,
  PublisherFacet,
  RankedBook,
  Reader,
  Renewal,
  Reservation,
  Review,
  SchoolLibrary,
  Subcategory,
} from "./library/schemas";
export {
  bookRecordRequestSchema,
  isbnField,
  type BookRecordRequest,
} from "./library/catalogue-request";
export { copyRequestSchema, type CopyRequest } from "./library/copy-request";
export {
  catalogueCopySchema,
  catalogueRecordSchema,
  catalogueRowPageSchema,
  catalogueRowSchema,
  isbnLookupSchema,
  type CatalogueCopy,
  type CatalogueRecord,
  type CatalogueRow,
  type IsbnLookup,
  type LabelCopy,
  type ReaderCard,
} from "./library/catalogue-schemas";
export {
  catalogueBook,
  catalogueBookStatus,
  catalogueBooks,
  catalogueCopyStatus,
  catalogueIsbn,
  catalogueSaveBook,
  catalogueSaveCopy,
  catalogueUploadCover,
  catalogueLabels,
  catalogueReaderCards,
  catalogueImport,
  catalogueImportCheck,
  catalogueImportConfirm,
  catalogueImportDiscard,
  catalogueImportUndo,
  catalogueImports,
  stocktake,
  stocktakeClose,
  stocktakeScan,
  stocktakeStart,
  stocktakes,
  libraryReportBooks,
  libraryReportClasses,
  libraryReportOverdue,
  libraryReportReaders,
  deskCheckout,
  deskDecideLoss,
  deskLossReports,
  deskReservationStatus,
  deskReservations,
  deskReturn,
  libraryAddReview,
  libraryAuthors,
  libraryBookDetail,
  libraryBookReviews,
  libraryBrowse,
  libraryCancelReservation,
  libraryCategories,
  libraryChat,
  libraryDeleteReview,
  libraryEndpoints,
  libraryFavorite,
  libraryFavorites,
  libraryHome,
  libraryLikeReview,
  libraryLoans,
  libraryLossReports,
  libraryMyReviews,
  libraryPublishers,
  libraryRank,
  libraryRecommend,
  libraryRenew,
  libraryRenewals,
  libraryReportLoss,
  libraryReservations,
  libraryReserve,
  librarySchoolInfo,
  librarySearch,
} from "./library/endpoints";

// Calendar: plain values, shapes and endpoints.
export {
  CALENDAR_ATTACHMENT_PATH,
  CALENDAR_ATTACHMENTS_MAX,
  CALENDAR_DESCRIPTION_MAX,
  CALENDAR_FEED_PATH,
  CALENDAR_KIND_PATTERN,
  CALENDAR_KINDS_MAX,
  EVERY_KIND,
  CALENDAR_LIST_DAYS,
  CALENDAR_PLACE_MAX,
  CALENDAR_SPAN_MAX_DAYS,
  CALENDAR_TITLE_MAX,
  CALENDAR_WHO,
  DAY_PATTERN,
  isRealDay,
  MONTH_PATTERN,
  SCHOOL_EVENT_KINDS,
  TIME_PATTERN,
} from "./calendar/values";
export type { CalendarKind, CalendarWho, SchoolEventKind } from "./calendar/values";
export {
  calendarFeedSchema,
  calendarItemDetailSchema,
  calendarItemPageSchema,
  calendarItemSchema,
  calendarKindSchema,
  calendarLessonSchema,
  calendarMonthSchema,
  calendarPersonSchema,
  schoolEventSchema,
} from "./calendar/schemas";
export { isDayOff, saveSchoolEventSchema } from "./calendar/school-event-request";
export {
  CALENDAR_TERMS_MAX,
  CYCLE_LENGTHS,
  calendarTermsRequestSchema,
  calendarTermsSchema,
} from "./calendar/terms-request";
export type { CalendarTerms, CalendarTermsRequest } from "./calendar/terms-request";
export type { SaveSchoolEvent } from "./calendar/school-event-request";
export type {
  CalendarFeed,
  CalendarItem,
  CalendarItemDetail,
  CalendarItemPage,
  CalendarItemsRequest,
  CalendarKindInfo,
  CalendarLesson,
  CalendarMonth,
  CalendarMonthRequest,
  CalendarPerson,
  SchoolEvent,
} from "./calendar/schemas";
export {
  calendarDeleteSchoolEvent,
  calendarEndpoints,
  calendarFeed,
  calendarFeedRenew,
  calendarItem,
  calendarItemIcs,
  calendarItems,
  calendarMonth,
  calendarSaveSchoolEvent,
  calendarSchoolEvents,
  calendarUploadAttachment,
} from "./calendar/endpoints";

// Registration: plain values, shapes and endpoints.
export {
  REGISTRATION_DOCUMENT_PATH,
  REGISTRATION_SLIP_PATH,
  REGISTRATION_EXPORT_PATH,
  SCHOOL_CODE_PATTERN,
  VERIFICATION,
} from "./registration/values";
export {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  applicationIssues,
  bornFor,
  cleanApplication,
  DOCUMENT_REVIEWS,
  familyPartOf,
  FEE_STATUSES,
  GENDERS,
  GUARDIAN_RELATIONS,
  ID_TYPES,
  normalizeIdNumber,
  DECIDE_MANY_MAX,
  DECISION_MOVES,
  DRAFTS_PER_SCHOOL,
  OFFICE_DECISIONS,
} from "./registration/application";
export type {
  ApplicationForm,
  ApplicationRules,
  ApplicationStatus,
  DocumentReview,
  FeeStatus,
  FormIssue,
  GuardianEntry,
  IdType,
  OfficeDecision,
  SiblingEntry,
} from "./registration/application";
export { FEE_KINDS, paymentResultPath, REGISTRATION_FEE_STATUSES } from "./registration/fees";
export type { FeeKind, RegistrationFeeStatus } from "./registration/fees";
export {
  ONLINE_PAYMENT_METHODS,
  PAYMENT_CLOSINGS,
  PAYMENT_METHODS,
  PAYMENT_ORDER_MINUTES,
  PAYMENT_STATES,
  SANDBOX_LATE_SECONDS,
  SANDBOX_NOTIFY,
  SANDBOX_OUTCOMES,
  SLIP_DECISIONS,
  TRADE_NO_PATTERN,
} from "./payments/values";
export type {
  OnlinePaymentMethod,
  PaymentClosing,
  PaymentMethod,
  PaymentState,
  SandboxNotify,
  SandboxOutcome,
  SlipDecision,
} from "./payments/values";
export {
  payAnswerSchema,
  payNotifySchema,
  sandboxActRequestSchema,
  sandboxOrderRequestSchema,
  sandboxOrderSchema,
} from "./payments/schemas";
export type { PayAnswer, PayNotifyBody, SandboxOrder } from "./payments/schemas";
export { paymentApiRoutes } from "./payments/routes";
export { paymentSandboxAct, paymentSandboxOrder } from "./payments/endpoints";
export {
  BOOKABLE_INTERVIEW_STATUSES,
  OPEN_INTERVIEW_STATUSES,
  CHECK_IN_CODE_PATTERN,
  checkInCodeOf,
  INTERVIEW_CAPACITY_MAX,
  INTERVIEW_NOTES_MAX,
  INTERVIEW_RESULTS,
  INTERVIEW_SCORE_MAX,
  INTERVIEW_STATUSES,
  INTERVIEW_TEXT_MAX,
  interviewCheckInAddress,
  interviewCheckInPath,
  mayRecordInterviewResult,
  venueIn,
} from "./registration/interviews";
export type { InterviewResult, InterviewStatus } from "./registration/interviews";
export { registrationApiRoutes, registrationOfficeApiRoutes } from "./registration/routes";
export {
  codeLoginRequestSchema,
  codeSignInRequestSchema,
  demoOutboxSchema,
  sendCodeAnswerSchema,
  sendCodeRequestSchema,
  signInCodeRequestSchema,
} from "./registration/sign-in-schemas";
export type {
  CodeLoginRequest,
  CodeSignInRequest,
  SendCodeAnswer,
  SendCodeRequest,
  SignInCodeRequest,
} from "./registration/sign-in-schemas";
export { applicationFormSchema, registrationSchoolSchema } from "./registration/schemas";
export { FAMILY_NOTICES, NOTICE_CHANNELS } from "./registration/notices";
export {
  minorUnits,
  OFFER_DAYS_MAX,
  DOCUMENTS_KEPT_MONTHS_MAX,
  REGISTRATION_CURRENCIES,
  REGISTRATION_FEE_MAX,
  REGISTRATION_SETTINGS_LIMITS,
  registrationSettingsRequestSchema,
  settingsRequestOf,
} from "./registration/settings";
export type {
  RegistrationSettings,
  RegistrationSettingsRequest,
  RegistrationSettingsValues,
} from "./registration/settings";
export type { FamilyNotice, NoticeChannel } from "./registration/notices";
export type {
  Application,
  ApplicationDocument,
  ApplicationMessage,
  ApplicationSummary,
  InterviewAssessment,
  InterviewBooking,
  InterviewSession,
  InterviewSessions,
  OfficeSession,
  Payment,
  RegistrationSchool,
  RosterApplicant,
  SessionRoster,
  SavedDraft,
  SaveDraftRequest,
} from "./registration/schemas";
export {
  registrationApplication,
  registrationApplications,
  registrationCopy,
  registrationDeleteDraft,
  registrationOfficeApplications,
  registrationOfficeDecide,
  registrationOfficeReviewDocument,
  registrationOfficeDecideSlip,
  registrationInterviewSessions,
  registrationBookInterview,
  registrationAskInterviewTime,
  registrationOfficeSessions,
  registrationOfficeSessionRoster,
  registrationOfficeSettings,
  registrationOfficeSaveSettings,
  registrationOfficeSaveSession,
  registrationOfficeDeleteSession,
  registrationOfficeAssignInterview,
  registrationOfficeCheckIn,
  registrationOfficeInterviewResult,
  registrationOfficeEnrol,
  registrationPay,
  registrationPaymentResult,
  registrationPayNotify,
  registrationUploadSlip,
  registrationSaveDraft,
  registrationSubmit,
  registrationUploadDocument,
  registrationDemoOutbox,
  registrationEndpoints,
  officeFilterSchema,
  registrationLogin,
  registrationSchool,
  registrationSendCode,
} from "./registration/endpoints";

// ECA tracker: plain values, the score rule, shapes and endpoints.
export {
  ECA_APPROVALS,
  ECA_DECIDE_MAX,
  ECA_DECISIONS,
  ECA_ENTRIES_MAX,
  ECA_EVENT_PRIZES_MAX,
  ECA_CERTIFICATE_PATH,
  ECA_CERTIFICATES_MAX,
  ECA_EVENT_FILE_PATH,
  ECA_EVENT_FILES_MAX,
  ECA_EVENT_PHOTO_PATH,
  ECA_EVENT_PHOTOS_MAX,
  ECA_EVENT_TRAITS_MAX,
  ECA_GRADES,
  classInGrade,
  ECA_HOURS_MAX,
  ECA_IMPORT_COLUMNS,
  ECA_IMPORT_MAX_ROWS,
  ECA_IMPORT_PATH,
  ECA_IMPORT_REQUIRED,
  ECA_IMPORT_STATUSES,
  ECA_LEVELS,
  ECA_MULTIPLIER_MAX,
  ECA_NAME_MAX,
  ECA_NATURES,
  ECA_QUANTITY_MAX,
  ECA_REASON_MAX,
  ECA_REGIONS,
  ECA_SCHOOL_REGIONS,
  ECA_SCORE_MAX,
  ECA_SEMESTERS,
  ECA_SETTING_KINDS,
  ECA_SETTING_STATUSES,
  ECA_SHORT_MAX,
  ECA_SOURCES,
  ECA_TEXT_MAX,
  ECA_TRAIT_PRESET,
  ECA_TYPES,
  OLE_AREAS,
} from "./eca/values";
export type {
  EcaApproval,
  EcaDecision,
  EcaGrade,
  EcaImportColumn,
  EcaImportStatus,
  EcaLevel,
  EcaNature,
  EcaRegion,
  EcaSchoolRegion,
  EcaSemester,
  EcaSettingKind,
  EcaSettingStatus,
  EcaSource,
  EcaType,
} from "./eca/values";
export { ecaProfileRequestSchema, ecaProfileSchema } from "./eca/profile";
export { ecaDashboardRequestSchema, ecaDashboardSchema, ecaFiguresSchema } from "./eca/dashboard";
export type { EcaDashboard, EcaDashboardRequest, EcaFigures } from "./eca/dashboard";
export type {
  EcaProfile,
  EcaProfileCategory,
  EcaProfileRecord,
  EcaProfileTrait,
} from "./eca/profile";
export {
  decideTraitsSchema,
  ecaEvidenceSchema,
  ecaRecognitionDetailSchema,
  ecaRecognitionPageSchema,
  ecaRecognitionSchema,
  ecaRecognitionsRequestSchema,
  ecaTraitProposalSchema,
  recognizeSchema,
} from "./eca/recognition";
export type {
  DecideTraits,
  EcaEvidence,
  EcaRecognition,
  EcaRecognitionDetail,
  EcaRecognitionPage,
  EcaRecognitionsRequest,
  EcaTraitDecisionsResult,
  EcaTraitProposal,
  Recognize,
} from "./eca/recognition";
export {
  ECA_DASHBOARD_EXPORT_PATH,
  ECA_DASHBOARD_SCOPES,
  ECA_EVIDENCE_FIELDS,
  ECA_RECOGNITION_STATUSES,
  ECA_RECOGNITION_TARGETS,
  ECA_STRENGTH_MAX,
  ECA_TRAIT_DECIDE_MAX,
  ECA_TRAIT_DECISIONS,
} from "./eca/insight-values";
export type {
  EcaDashboardScope,
  EcaEvidenceField,
  EcaRecognitionStatus,
  EcaRecognitionTarget,
  EcaTraitDecision,
} from "./eca/insight-values";
export { averageScore, capped, entryScore, LEVEL_FACTORS, levelRank } from "./eca/score";
export type { EntryFacts, ScoreRule } from "./eca/score";
export { ecaApiRoutes } from "./eca/routes";
export {
  ecaApprovalPageSchema,
  ecaApprovalRowSchema,
  ecaCategorySchema,
  ecaEntryPageSchema,
  ecaEntrySchema,
  ecaEventPageSchema,
  ecaEventRowSchema,
  ecaEventSchema,
  ecaEventsRequestSchema,
  ecaImportPageSchema,
  ecaImportPreviewSchema,
  ecaImportProblemSchema,
  ecaImportRowSchema,
  ecaImportSchema,
  ecaPrizeSchema,
  ecaRecordPageSchema,
  ecaRecordSchema,
  ecaRuleSchema,
  ecaSettingsSchema,
  ecaStudentSchema,
  ecaStudentsSchema,
  ecaTagSchema,
  ecaTeachersSchema,
  ecaTraitSchema,
} from "./eca/schemas";
export type {
  EcaApprovalRow,
  EcaCategory,
  EcaEntry,
  EcaEntryPage,
  EcaEvent,
  EcaEventRow,
  EcaEventsFilters,
  EcaEventsRequest,
  EcaImport,
  EcaImportPreview,
  EcaImportProblem,
  EcaImportRow,
  EcaPrize,
  EcaRecord,
  EcaRecordPage,
  EcaRule,
  EcaSettings,
  EcaStudent,
  EcaStudents,
  EcaTag,
  EcaTrait,
} from "./eca/schemas";
export {
  saveCategorySchema,
  savePrizeSchema,
  saveRuleSchema,
  saveTagSchema,
} from "./eca/setting-request";
export type { SaveCategory, SavePrize, SaveRule, SaveTag } from "./eca/setting-request";
export {
  ECA_CODE_PATTERN,
  ECA_SUB_ITEMS_MAX,
  ECA_TAGS_MAX,
  ECA_TEACHERS_MAX,
  saveEventSchema,
} from "./eca/event-request";
export type { SaveEvent } from "./eca/event-request";
export { ECA_ROLE_MAX, needsTrait, saveAwardsSchema, saveEntrySchema } from "./eca/entry-request";
export type { SaveAwards, SaveEntry } from "./eca/entry-request";
export { submitRecordSchema } from "./eca/submission-request";
export type { SubmitRecord } from "./eca/submission-request";
export { ecaEndpoints } from "./eca/endpoints";
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGION_PHONE,
  SCHOOL_REGIONS,
  BRAND_COLOR_KEYS,
  BRAND_COLOR_PATTERN,
  SETUP_LINK_HOURS,
  SETUP_LINK_KINDS,
  SETUP_PATH,
} from "./setup/values";
export type { BrandColorKey, SchoolRegion, SetupLinkKind } from "./setup/values";
export {
  createSchoolSchema,
  newPassword,
  setupFinishRequestSchema,
  setupLinkRequestSchema,
  setupLinkSchema,
  setupSchoolRequestSchema,
  schoolProfileRequestSchema,
} from "./setup/schemas";
export type {
  CreateSchool,
  CreateSchoolInput,
  SchoolProfileRequest,
  SetupFinishRequest,
  SetupLink,
  SetupLinkRequest,
  SetupSchoolRequest,
} from "./setup/schemas";
export { setupApiRoutes } from "./setup/routes";
export { passwordApiRoutes } from "./password/routes";
export { pushApiRoutes } from "./push/routes";
export {
  pushKeySchema,
  pushStateSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "./push/schemas";
export type { PushKey, PushState, PushSubscriptionInput } from "./push/schemas";
export {
  passwordStateSchema,
  setPasswordAnswerSchema,
  setPasswordRequestSchema,
} from "./password/schemas";
export type { PasswordState, SetPasswordAnswer, SetPasswordRequest } from "./password/schemas";
export {
  IMPORT_COLUMNS,
  IMPORT_PEOPLE,
  ROSTER_COLUMNS,
  ROSTER_HEADER_ALIASES,
  ROSTER_LIMITS,
  ROSTER_MAX_BYTES,
  ROSTER_MAX_ROWS,
  ROSTER_REQUIRED,
  STAFF_COLUMNS,
  STAFF_HEADER_ALIASES,
  STAFF_REQUIRED,
  STAFF_ROLES,
} from "./roster/values";
export type {
  ImportColumn,
  ImportPeople,
  RosterColumn,
  RosterCounts,
  RosterProblem,
  StaffColumn,
} from "./roster/values";

// The school office's console (issue 36): the roster's import.
export {
  AUDIT_KINDS,
  OUTBOX_CHANNELS,
  OFFICE_ROSTER_TEMPLATE_PATH,
  SCHOOL_LOGO_PATH,
  OFFICE_STAFF_TEMPLATE_PATH,
  PERSON_KINDS,
  PERSON_STATUSES,
  OFFICE_KEPT_ACTIONS,
  OFFICE_ROLES_PAGE,
  ROSTER_IMPORT_KINDS,
  ROSTER_PROBLEMS_SHOWN,
  STAFF_USERNAME_PATTERN,
} from "./office/values";
export type { AuditKind, PersonKind, PersonStatus, RosterImportKind } from "./office/values";
export { officeApiRoutes } from "./office/routes";
export {
  rosterCheckRequestSchema,
  rosterFileRequestSchema,
  rosterImportPageSchema,
  rosterImportSchema,
  rosterPreviewSchema,
  saveRoleRequestSchema,
  rolloverRequestSchema,
  schoolProfileSchema,
} from "./office/schemas";
export {
  activationLettersRequestSchema,
  activationLettersSchema,
  classTeacherRequestSchema,
} from "./office/schemas";
export type {
  ActivationLetter,
  ActivationLetters,
  ActivationLettersRequest,
  AddStaffRequest,
  AuditEntry,
  AuditRequest,
  OutboxEntry,
  OutboxRequest,
  StaffLink,
  PeopleRequest,
  Person,
  PersonLink,
  PersonStatusRequest,
  ClassActivation,
  ClassTeacher,
  ClassTeacherRequest,
  RosterActivation,
  RosterCountsAnswer,
  RosterFileRequest,
  RosterImport,
  RosterPreview,
  RoleGrants,
  RolePage,
  SchoolProfile,
  RoleRequest,
  SaveRoleRequest,
  RolloverPlan,
  RolloverRequest,
} from "./office/schemas";
export { officeEndpoints } from "./office/endpoints";

// A student's activation letter (issue 36 §4).
export {
  ACTIVATE_PATH,
  ACTIVATION_ALPHABET,
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_MAX_DAYS,
  printedCode,
} from "./activation/values";
export { activationApiRoutes } from "./activation/routes";
export {
  activationCheckRequestSchema,
  activationCode,
  activationFinishRequestSchema,
  activationSchema,
} from "./activation/schemas";
export type {
  Activation,
  ActivationCheckRequest,
  ActivationFinishRequest,
} from "./activation/schemas";
export { batchOutcomesSchema } from "./batch";
export type { BatchOutcomes } from "./batch";
export { isbn13, normalizeIsbn } from "./library/isbn";

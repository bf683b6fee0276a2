/*
 * School fees' part of the contract (decision 0050), imported as `@campus/contract/fees`: its
 * plain values, shapes and endpoints. The merged tables (`routes`, `endpoints`) list it from
 * `src/routes.ts` and `src/endpoints.ts`; nothing else of the contract names it (decision 0040).
 */
export {
  CHILD_GROUP_KEY,
  FAMILY_FEE_VIEWS,
  FEE_AMOUNT_MAX,
  FEE_DUE_FILTERS,
  FEE_DUE_STATES,
  FEE_NOTE_MAX,
  FEE_REASON_MAX,
  FEE_SLIP_PATH,
  FEE_STUDENTS_MAX,
  FEE_TITLE_MAX,
  FEES_EXPORT_DAYS_MAX,
  FEES_EXPORT_PATH,
  feeResultPath,
} from "./values";
export type { FamilyFeeView, FeeDueFilter, FeeDueState } from "./values";
export { feesApiRoutes } from "./routes";
export {
  familyFeeSchema,
  familyFeesSchema,
  feeAudienceSchema,
  feeItemDetailSchema,
  feeItemInputSchema,
  feeItemSchema,
  feesExportQuerySchema,
  officeDueSchema,
} from "./schemas";
export type {
  ChildGroup,
  FamilyFee,
  FamilyFees,
  FeeAudience,
  FeeClass,
  FeeCounts,
  FeeItem,
  FeeItemDetail,
  FeeItemInput,
  FeePayment,
  NewFeeItem,
  OfficeDue,
} from "./schemas";
export { feesDownloads } from "./downloads";
export { feesEndpoints } from "./endpoints";

export {
  theme,
  media,
  progressTone,
  screen,
  screenContainer,
  SCREEN_CONTAINER,
} from "./theme/theme";
export type { CampusTheme } from "./theme/theme";
export { CampusThemeProvider, ElementRoot, PageStyle, ShadowStyle } from "./theme/provider";
export { uiMessages } from "./messages";
export type { UiMessageId } from "./messages";
export { loadUiMessages } from "./load-messages";
export { Button, VisuallyHidden } from "./button/button";
export type { ButtonProps, ButtonSize, ButtonVariant } from "./button/button";
export { Dialog, DialogActions } from "./dialog/dialog";
export type { DialogProps } from "./dialog/dialog";
export { AlertDialog, ConfirmDialog } from "./dialog/confirm-dialog";
export type {
  AlertDialogProps,
  AlertOptions,
  ConfirmDialogProps,
  ConfirmOptions,
} from "./dialog/confirm-dialog";
export { DialogProvider, useAlert, useConfirm } from "./dialog/dialog-provider";
export { ReasonDialog, REASON_MAX } from "./reason-dialog/reason-dialog";
export type { ReasonDialogProps } from "./reason-dialog/reason-dialog";
export { Drawer } from "./drawer/drawer";
export type { DrawerPlacement, DrawerProps } from "./drawer/drawer";
export { MessageProvider, useMessage } from "./message/message";
export type {
  MessageApi,
  MessageOptions,
  MessageProviderProps,
  MessageTone,
} from "./message/message";
export { Upload } from "./upload/upload";
export { UploadedFilesField } from "./upload/uploaded-files-field";
export { AttachmentList } from "./attachment-list/attachment-list";
export type { UploadedFilesFieldProps } from "./upload/uploaded-files-field";
export { FilePreview } from "./upload/file-preview";
export { PictureField } from "./picture-field/picture-field";
export type { PictureFieldProps } from "./picture-field/picture-field";
export type { UploadProps, UploadRequestOptions } from "./upload/upload";
export { IMAGE_TYPES, acceptAttribute, checkUploadFile } from "./upload/file-check";
export { formatFileSize } from "./file-size/file-size";
export type { FileRules, UploadFileType, UploadProblem } from "./upload/file-check";
export { UserMenu, childName, displayName, schoolName } from "./user-menu/user-menu";
export type { UserMenuProps } from "./user-menu/user-menu";
export { Table } from "./table/table";
export type { TableColumn, TableError, TableProps } from "./table/table";
export { Pagination } from "./pagination/pagination";
export type { PaginationProps } from "./pagination/pagination";
export { Tabs } from "./tabs/tabs";
export type { TabItem, TabsProps } from "./tabs/tabs";
export { Steps } from "./steps/steps";
export type { StepItem, StepStatus, StepsProps } from "./steps/steps";
export { Progress } from "./progress/progress";
export type { ProgressProps, ProgressType } from "./progress/progress";
export { Empty } from "./empty/empty";
export { Figures, type Figure } from "./figures/figures";
export type { EmptyProps } from "./empty/empty";
export { Result } from "./result/result";
export type { ResultProps, ResultStatus, ResultVariant } from "./result/result";
export {
  Link,
  MemoryRouter,
  NavLink,
  useHref,
  useMatchesOneOf,
  useSearchParams,
  useSearchString,
  useSetFilter,
} from "./routing/routing";
export type { NavLinkProps, SearchParamsUpdate } from "./routing/routing";
export { ActionLink } from "./routing/action-link";
export { navigateHash, splitHash, useHashAddress } from "./routing/hash-location";
export { createFeatureRoutes } from "./routing/feature-routes";
export { RouteBoundary, RouteError } from "./routing/route-boundary";
export { PartBoundary } from "./routing/part-boundary";
export { stripEdges, useStripEdges } from "./strip/strip-edges";
export { retryableLazy, retryFailedLoads } from "./routing/retryable-lazy";
export { defineFeatureElement } from "./element-shell/feature-element";
export type {
  FeatureElementAttributes,
  FeatureElementOptions,
  FeatureViewProps,
} from "./element-shell/feature-element";
export { ElementAccount } from "./element-shell/element-account";
export { Card } from "./card/card";
export type { CardProps } from "./card/card";
export { StatusTag } from "./status-tag/status-tag";
export type { StatusTagProps, StatusTone } from "./status-tag/status-tag";
export { Skeleton } from "./skeleton/skeleton";
export type { SkeletonProps, SkeletonVariant } from "./skeleton/skeleton";
export { Avatar, initialsOf } from "./avatar/avatar";
export type { AvatarProps, AvatarSize } from "./avatar/avatar";
export { Input } from "./input/input";
export type { InputProps, InputType } from "./input/input";
export { TextArea } from "./text-area/text-area";
export type { TextAreaProps } from "./text-area/text-area";
export { Select } from "./select/select";
export type { SelectOption, SelectProps } from "./select/select";
export { Checkbox, CheckboxGroup, Fieldset, Legend } from "./checkbox/checkbox";
export type { CheckboxGroupProps, CheckboxOption, CheckboxProps } from "./checkbox/checkbox";
export { RadioGroup } from "./radio/radio";
export type { RadioAppearance, RadioGroupProps, RadioOption } from "./radio/radio";
export { DatePicker } from "./date-picker/date-picker";
export type { DatePickerProps } from "./date-picker/date-picker";
export { DayInput, TimeInput } from "./day-input/day-input";
export { TextDayInput, TextTimeInput } from "./day-input/text-day-input";
export type { NativeDateProps } from "./day-input/day-input";
export { CountdownButton } from "./countdown-button/countdown-button";
export type { CountdownButtonProps } from "./countdown-button/countdown-button";
export { Form, SubmitButton, campusResolver, draftStorage, useCampusForm } from "./form/form";
export type { CampusForm, CampusFormOptions, CampusSchema, FormProps } from "./form/form";
export { Field } from "./form/field";
export { refusalText, useServerErrors } from "./form/server-errors";
export { useFormAction, type FormActionOptions } from "./form/form-action";
export { useErrorText } from "./form/use-error-text";
export { FieldFrame, FormSummary } from "./form/field-frame";
export type { FieldA11y, FieldFrameProps } from "./form/field-frame";
export type { FieldControlProps, FieldProps, GroupControlProps } from "./form/field";
export { SignInForm, SIGN_IN_REGIONS } from "./sign-in-form/sign-in-form";
export type { SignInFormProps, SignInValues } from "./sign-in-form/sign-in-form";
export { ElementShell } from "./element-shell/element-shell";
export type { ElementShellProps, ShellAttributes } from "./element-shell/element-shell";
export { Section, PageStack } from "./section/section";
export { FilterBar, FilterSearch } from "./filter-bar/filter-bar";
export { NavLinks } from "./nav-links/nav-links";
export { LanguageSelect } from "./language-select/language-select";
export { useRevealCurrent } from "./strip/use-reveal-current";
export { RequireSignIn } from "./require-sign-in/require-sign-in";
export type { RequireSignInProps } from "./require-sign-in/require-sign-in";
export { QueryTable } from "./query-table/query-table";
export type { QueryTableProps } from "./query-table/query-table";
export { usePagedQuery } from "./query-table/use-paged-query";
export { usePaging } from "./routing/use-paging";
export type { PagedQuery, PagedQueryOptions } from "./query-table/use-paged-query";
export type { Paging } from "./routing/use-paging";
export { useAction } from "./dialog/use-action";
export { useLeaveGuard } from "./leave-guard/use-leave-guard";
export type { ActionOptions } from "./dialog/use-action";
export { useShowError } from "./error-effects/use-show-error";
export type { ShowErrorOptions } from "./error-effects/use-show-error";
export { SignInDialog, useSignInDialog } from "./sign-in-dialog/sign-in-dialog";
export type { SignInDialogProps, SignInDialogState } from "./sign-in-dialog/sign-in-dialog";
export { isBusinessRefusal } from "./dialog/use-action";

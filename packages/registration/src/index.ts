export { registrationFeature } from "./feature";
export { registrationOfficeFeature } from "./office/office-feature";
export { loadRegistrationMessages, loadRegistrationPageMessages } from "./load-messages";
export {
  registrationGuard,
  SCHOOL_CODE_PARAM,
  type RegistrationGuardDecision,
  type RegistrationGuardInput,
} from "./routing/registration-guard";
export { REGISTRATION_PAGES, FORM, HISTORY, LOGIN } from "./routing/pages";
export { RegistrationFrame } from "./components/registration-frame";
export {
  createDraftKeeper,
  formToResume,
  type DraftKeeper,
  type KeptDraft,
} from "./draft/draft-keeper";
export type { RegistrationMessageId } from "./messages/message-ids";

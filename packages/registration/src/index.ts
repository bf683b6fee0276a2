export {
  registrationGuard,
  SCHOOL_CODE_PARAM,
  type RegistrationGuardDecision,
  type RegistrationGuardInput,
} from "./routing/registration-guard";
export {
  createDraftKeeper,
  formToResume,
  type DraftKeeper,
  type KeptDraft,
} from "./draft/draft-keeper";

export {
  registrationGuard,
  SCHOOL_CODE_PARAM,
  type RegistrationGuardDecision,
  type RegistrationGuardInput,
} from "./routing/registration-guard";

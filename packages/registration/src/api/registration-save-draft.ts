import { registrationApiRoutes as routes } from "@campus/contract";
import { decideError, type ApiFailure } from "@campus/core";
import { registrationApi } from "./registration-api";

/**
 * The screen says what went wrong itself (beside the form), except that the session ended:
 * that goes the error path's way, to registration's login (spec §8), the draft kept.
 */
export const quietUnlessSignIn = (failure: ApiFailure) =>
  decideError(failure, "registration").kind !== "login";

/** Autosave: the first save starts the application; later ones replace its form. */
export function useSaveDraft() {
  return registrationApi.useEndpointMutation(
    routes.registrationSaveDraft,
    (key) => [key("applications")],
    // The form says "not saved" itself, and keeps what was typed.
    { silent: quietUnlessSignIn },
  );
}

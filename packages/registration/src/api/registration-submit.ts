import { registrationApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { quietUnlessSignIn } from "./registration-save-draft";

/** Submits a complete application: my history and the application are stale. */
export function useSubmitApplication() {
  return registrationApi.useEndpointMutation(
    routes.registrationSubmit,
    (key) => [key("applications"), key("application")],
    // Missing fields come back to the form, beside each field.
    { silent: quietUnlessSignIn },
  );
}

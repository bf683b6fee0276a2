import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** Saves the school's registration whole; the form shows a refusal beside its field. */
export function useSaveRegistrationSettings() {
  return registrationApi.useEndpointMutation(
    routes.registrationOfficeSaveSettings,
    // What families and the office's screens read of the school changes too.
    (key) => [key("office"), key("school")],
    { silent: true },
  );
}

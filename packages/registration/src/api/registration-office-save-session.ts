import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { officeChanged } from "./stale";

/** Adds or changes a session; the form shows a refusal (fewer places than booked) itself. */
export function useSaveSession() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeSaveSession, officeChanged, {
    silent: true,
  });
}

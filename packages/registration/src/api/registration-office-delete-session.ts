import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { officeChanged } from "./stale";

/** Deletes a session no family has booked; a refusal (one booked meanwhile) is a dialog. */
export function useDeleteSession() {
  return registrationApi.useEndpointMutation(
    routes.registrationOfficeDeleteSession,
    officeChanged,
    {
      silent: true,
    },
  );
}

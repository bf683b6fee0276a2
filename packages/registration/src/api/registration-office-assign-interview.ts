import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { officeChanged } from "./stale";

/** Places an application in a session. */
export function useAssignInterview() {
  return registrationApi.useEndpointMutation(
    routes.registrationOfficeAssignInterview,
    officeChanged,
    {
      silent: true,
    },
  );
}

import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { officeChanged } from "./stale";

/** Records the interview's result: passed, failed or waitlist. */
export function useInterviewResult() {
  return registrationApi.useEndpointMutation(
    routes.registrationOfficeInterviewResult,
    officeChanged,
    {
      silent: true,
    },
  );
}

import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { officeChanged } from "./stale";

/** Keeps the interviewers' score and notes on the child (the office's alone). */
export function useAssessInterview() {
  return registrationApi.useEndpointMutation(
    routes.registrationOfficeAssessInterview,
    officeChanged,
    {
      silent: true,
    },
  );
}

import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** The interview sessions of the current intake, with places booked. */
export function useOfficeSessions() {
  return registrationApi.useEndpointQuery(
    routes.registrationOfficeSessions,
    {},
    { key: ["office", "sessions"] },
  );
}

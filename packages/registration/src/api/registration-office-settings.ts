import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** The school's registration as the office set it (null before it has one). */
export function useRegistrationSettings() {
  return registrationApi.useEndpointQuery(
    routes.registrationOfficeSettings,
    {},
    { key: ["office", "settings"] },
  );
}

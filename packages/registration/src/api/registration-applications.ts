import { registrationApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** The signed-in guardian's applications to the school, newest first (my history). */
export function useApplications(schoolCode: string) {
  return registrationApi.useEndpointQuery(
    routes.registrationApplications,
    { school_code: schoolCode },
    { key: ["applications"] },
  );
}

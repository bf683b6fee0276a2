import { registrationApiRoutes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** One application whole, as the office reads it. */
export function useOfficeApplication(id: number | null) {
  return registrationApi.useEndpointQuery(
    registrationApiRoutes.registrationApplication,
    { id: id ?? 0 },
    { key: ["office", "application"], enabled: id !== null },
  );
}

import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** A session and the families booked in it: the interview day's roster. */
export function useSessionRoster(id: number | null) {
  return registrationApi.useEndpointQuery(
    routes.registrationOfficeSessionRoster,
    { id: id ?? 0 },
    { key: ["office", "roster"], enabled: id !== null },
  );
}

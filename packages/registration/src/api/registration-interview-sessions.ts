import { registrationApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** The sessions an application may book now, and the booking window. */
export function useInterviewSessions(id: number, { enabled }: { enabled: boolean }) {
  return registrationApi.useEndpointQuery(
    routes.registrationInterviewSessions,
    { id },
    { key: ["application", "sessions"], enabled },
  );
}

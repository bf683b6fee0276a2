import { registrationApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** Books (or moves) the interview; the application and its sessions are asked again. */
export function useBookInterview() {
  return registrationApi.useEndpointMutation(
    routes.registrationBookInterview,
    (key) => [key("application"), key("applications")],
    { silent: true },
  );
}

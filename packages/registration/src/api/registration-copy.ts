import { registrationApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** Starts a sibling's application from one of mine (guardians and address copied). */
export function useCopyApplication() {
  return registrationApi.useEndpointMutation(routes.registrationCopy, (key) => [
    key("applications"),
  ]);
}

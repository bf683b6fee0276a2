import { registrationApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** None of the times suits: the school is asked to arrange one. */
export function useAskInterviewTime() {
  return registrationApi.useEndpointMutation(routes.registrationAskInterviewTime, (key) => [
    key("application"),
    key("applications"),
  ]);
}

import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { officeChanged } from "./stale";

/** Checks a family in by their booking's code. */
export function useCheckIn() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeCheckIn, officeChanged, {
    silent: true,
  });
}

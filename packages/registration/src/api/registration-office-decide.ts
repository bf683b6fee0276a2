import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { officeChanged } from "./stale";

/** Start review, approve, deny (a reason), or ask for more information (a reason). */
export function useOfficeDecide() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeDecide, officeChanged, {
    silent: true,
  });
}

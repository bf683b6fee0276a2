import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { officeChanged } from "./stale";

/** The child has enrolled: the registration fee is refunded. */
export function useEnrol() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeEnrol, officeChanged, {
    silent: true,
  });
}

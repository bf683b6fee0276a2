import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { officeChanged } from "./stale";

/** One decision on many applications (one reason for all); each answers on its own. */
export function useOfficeDecideMany() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeDecideMany, officeChanged, {
    silent: true,
  });
}

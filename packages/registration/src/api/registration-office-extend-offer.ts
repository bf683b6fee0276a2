import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { officeChanged } from "./stale";

/** Holds an offered place until the end of another day (the registration fee still due). */
export function useExtendOffer() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeExtendOffer, officeChanged, {
    silent: true,
  });
}

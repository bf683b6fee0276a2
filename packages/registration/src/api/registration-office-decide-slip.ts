import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { officeChanged } from "./stale";

/** Confirms a deposit slip (the fee is paid) or rejects it with a reason. */
export function useDecideSlip() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeDecideSlip, officeChanged, {
    silent: true,
  });
}

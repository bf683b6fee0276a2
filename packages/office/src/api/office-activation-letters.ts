import { officeApiRoutes as routes } from "@campus/contract";
import { officeApi } from "./office-api";

/**
 * A class's activation letters: new codes, so the activation counts, the people list and the
 * audit log are read again.
 */
export const useOfficeActivationLetters = () =>
  officeApi.useEndpointMutation(routes.officeActivationLetters, (key) => [
    key("roster", "activation"),
    key("people"),
    key("audit"),
  ]);

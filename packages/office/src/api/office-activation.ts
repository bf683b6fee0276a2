import { officeApiRoutes as routes } from "@campus/contract";
import { officeApi } from "./office-api";

/** Accounts activated per class (an import changes them: under `roster`). */
export const useOfficeActivation = () =>
  officeApi.useEndpointQuery(routes.officeActivation, {}, { key: ["roster", "activation"] });

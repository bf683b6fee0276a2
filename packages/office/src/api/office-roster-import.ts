import { officeApiRoutes as routes } from "@campus/contract";
import { officeApi } from "./office-api";
import { refusalsOnly } from "./office-roster-check";

/** Imports a checked roster: every preview, the history, the people and the log are stale. */
export const useOfficeRosterImport = () =>
  officeApi.useEndpointMutation(
    routes.officeRosterImport,
    (key) => [key("roster"), key("people"), key("audit")],
    { silent: refusalsOnly },
  );

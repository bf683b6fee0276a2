import { officeApiRoutes as routes } from "@campus/contract";
import { officeApi } from "./office-api";
import { refusalsOnly } from "./office-roster-check";

/** Imports a checked roster: every preview and the history are stale after it. */
export const useOfficeRosterImport = () =>
  officeApi.useEndpointMutation(routes.officeRosterImport, (key) => [key("roster")], {
    silent: refusalsOnly,
  });

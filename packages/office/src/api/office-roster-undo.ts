import { officeApiRoutes as routes } from "@campus/contract";
import { officeApi } from "./office-api";

/** Undoes the school's latest roster import: the history, previews, people and log are stale. */
export const useOfficeRosterUndo = () =>
  officeApi.useEndpointMutation(routes.officeRosterUndo, (key) => [
    key("roster"),
    key("people"),
    key("audit"),
  ]);

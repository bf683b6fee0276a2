import { officeApiRoutes as routes } from "@campus/contract";
import { officeApi } from "./office-api";

/** The year-end rollover's plan: the school's classes now and where each goes by default. */
export const useOfficeRolloverPlan = () =>
  officeApi.useEndpointQuery(routes.officeRolloverPlan, {}, { key: ["roster", "rollover"] });

/** The rollover made: the roster's history and plan, the people and the log are stale. */
export const useOfficeRollover = () =>
  officeApi.useEndpointMutation(routes.officeRollover, (key) => [
    key("roster"),
    key("people"),
    key("audit"),
  ]);

import { officeApiRoutes as routes } from "@campus/contract";
import { officeApi } from "./office-api";

/** Names or clears a class's class teacher: the activation table and the log are stale. */
export const useOfficeClassTeacher = () =>
  officeApi.useEndpointMutation(routes.officeClassTeacher, (key) => [
    key("roster", "activation"),
    key("audit"),
  ]);

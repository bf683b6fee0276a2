import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { entriesChanged } from "./stale";

/** Removes students from an event: the event, its students and the lists are stale. */
export const useRemoveEntries = () =>
  ecaApi.useEndpointMutation(routes.ecaRemoveEntries, entriesChanged);

import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { entriesChanged } from "./stale";

/** Passes or refuses waiting students' entries: the event, its students and the lists are stale. */
export const useDecideEntries = () =>
  ecaApi.useEndpointMutation(routes.ecaDecideEntries, entriesChanged);

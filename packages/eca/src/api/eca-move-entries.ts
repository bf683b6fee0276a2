import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { entriesChanged } from "./stale";

/** Moves students to another event: the events, their students and the lists are stale. */
export const useMoveEntries = () =>
  ecaApi.useEndpointMutation(routes.ecaMoveEntries, entriesChanged);

import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { entriesChanged } from "./stale";

/** Saves an event's awards (step 2): the event, its students and the lists are stale. */
export const useSaveAwards = () =>
  ecaApi.useEndpointMutation(routes.ecaSaveAwards, entriesChanged, { silent: true });

import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { entriesChanged } from "./stale";

/** Changes one student's entry: the event, its students and the lists are stale. */
export const useSaveEntry = () =>
  ecaApi.useEndpointMutation(routes.ecaSaveEntry, entriesChanged, { silent: true });

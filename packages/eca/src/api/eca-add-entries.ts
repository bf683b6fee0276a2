import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { entriesChanged } from "./stale";

/** Adds students to an event (step 3): the event, its students and the lists are stale. */
export const useAddEntries = () => ecaApi.useEndpointMutation(routes.ecaAddEntries, entriesChanged);

import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { settingsChanged } from "./stale";

/** Adds or changes a trait item: the settings and the event lists are stale. */
export const useSaveTrait = () =>
  ecaApi.useEndpointMutation(routes.ecaSaveTrait, settingsChanged, { silent: true });

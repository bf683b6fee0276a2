import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { settingsChanged } from "./stale";

/** Adds or changes a prize: the settings and the event lists are stale. */
export const useSavePrize = () =>
  ecaApi.useEndpointMutation(routes.ecaSavePrize, settingsChanged, { silent: true });

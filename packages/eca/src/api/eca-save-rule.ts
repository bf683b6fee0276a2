import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { settingsChanged } from "./stale";

/** Saves the region and the scoring rule: the settings and the event lists are stale. */
export const useSaveRule = () =>
  ecaApi.useEndpointMutation(routes.ecaSaveRule, settingsChanged, { silent: true });

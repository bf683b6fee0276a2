import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { settingsChanged } from "./stale";

/** Adds or changes a category: the settings and the event lists are stale. */
export const useSaveCategory = () =>
  ecaApi.useEndpointMutation(routes.ecaSaveCategory, settingsChanged, { silent: true });

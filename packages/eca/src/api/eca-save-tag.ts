import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { settingsChanged } from "./stale";

/** Adds or changes a tag: the settings and the event lists are stale. */
export const useSaveTag = () =>
  ecaApi.useEndpointMutation(routes.ecaSaveTag, settingsChanged, { silent: true });

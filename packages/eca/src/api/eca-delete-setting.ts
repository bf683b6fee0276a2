import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { settingsChanged } from "./stale";

/** Deletes a category, prize or tag no record uses: the settings and the event lists are stale. */
export const useDeleteSetting = () =>
  ecaApi.useEndpointMutation(routes.ecaDeleteSetting, settingsChanged, { silent: true });

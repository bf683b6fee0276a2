import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { settingsChanged } from "./stale";

/** Enables or disables a category, prize or tag: the settings and the event lists are stale. */
export const useSettingStatus = () =>
  ecaApi.useEndpointMutation(routes.ecaSettingStatus, settingsChanged);

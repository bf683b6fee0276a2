import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { settingsChanged } from "./stale";

/** Adds Hong Kong's five OLE areas as categories: the settings and the event lists are stale. */
export const useOlePreset = () => ecaApi.useEndpointMutation(routes.ecaOlePreset, settingsChanged);

import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";

/** A checked import never confirmed goes from the history (it wrote nothing). */
export const useDiscardImport = () =>
  ecaApi.useEndpointMutation(routes.ecaImportDiscard, (key) => [key("imports")]);

import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { refusalsOnly } from "./eca-import-check";
import { importWritten } from "./stale";

/**
 * Writes a checked import's rows: the events and the history are stale. A refusal (an outdated
 * preview) the page words itself.
 */
export const useConfirmImport = () =>
  ecaApi.useEndpointMutation(routes.ecaImportConfirm, importWritten, { silent: refusalsOnly });

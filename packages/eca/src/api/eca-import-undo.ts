import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { importWritten } from "./stale";

/** Undoes a confirmed import: the events and the history are stale. */
export const useUndoImport = () => ecaApi.useEndpointMutation(routes.ecaImportUndo, importWritten);

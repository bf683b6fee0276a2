import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";

/** One event whole (the editor), when there is one to read. */
export function useEcaEvent(id: number | null) {
  return ecaApi.useEndpointQuery(
    routes.ecaEvent,
    { id: id ?? 0 },
    { key: ["events", "one", id], enabled: id !== null },
  );
}

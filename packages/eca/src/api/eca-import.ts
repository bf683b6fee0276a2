import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";

/** One import with its preview. */
export const useEcaImport = (id: number | null) =>
  ecaApi.useEndpointQuery(
    routes.ecaImport,
    { id: id ?? 0 },
    { key: ["imports"], enabled: id !== null },
  );

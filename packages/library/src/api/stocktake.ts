import { libraryStocktakeApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** One stocktake with what it has found so far. */
export function useStocktake(id: number) {
  return libraryApi.useEndpointQuery(
    libraryStocktakeApiRoutes.stocktake,
    { id },
    { key: ["catalogue-admin", "stocktakes", id] },
  );
}

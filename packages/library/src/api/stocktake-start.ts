import { libraryStocktakeApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Starts a stocktake of a location ("" the whole library). */
export function useStocktakeStart() {
  return libraryApi.useEndpointMutation(libraryStocktakeApiRoutes.stocktakeStart, (key) => [
    key("catalogue-admin", "stocktakes"),
  ]);
}

import { libraryStocktakeApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Closes a stocktake: its missing copies become lost, so the whole library's data is stale. */
export function useStocktakeClose() {
  return libraryApi.useEndpointMutation(libraryStocktakeApiRoutes.stocktakeClose, (key) => [key()]);
}

import { libraryStocktakeApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Records one scanned barcode; the stocktake's lists go stale. */
export function useStocktakeScan() {
  return libraryApi.useEndpointMutation(libraryStocktakeApiRoutes.stocktakeScan, (key) => [
    key("catalogue-admin", "stocktakes"),
  ]);
}

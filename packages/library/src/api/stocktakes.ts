import { libraryStocktakeApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** The school's stocktakes, latest first, and the locations its copies are kept at. */
export function useStocktakes({ pageNum, pageSize, enabled }: PageArgs) {
  return libraryApi.useEndpointQuery(
    libraryStocktakeApiRoutes.stocktakes,
    { pageNum, pageSize },
    { key: ["catalogue-admin", "stocktakes"], placeholderData: keepPreviousData, enabled },
  );
}

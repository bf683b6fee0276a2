import { libraryApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** The reader's loss reports: under approval or reported lost. */
export function useLibraryLossReports({ pageNum, pageSize, enabled }: PageArgs) {
  return libraryApi.useEndpointQuery(
    libraryApiRoutes.libraryLossReports,
    { pageNum, pageSize },
    { key: ["mine", "lossReports"], placeholderData: keepPreviousData, enabled },
  );
}

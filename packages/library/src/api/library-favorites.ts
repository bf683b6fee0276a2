import { libraryApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** The reader's favourite books. */
export function useLibraryFavorites({ pageNum, pageSize, enabled }: PageArgs) {
  return libraryApi.useEndpointQuery(
    libraryApiRoutes.libraryFavorites,
    { pageNum, pageSize },
    { key: ["mine", "favorites"], placeholderData: keepPreviousData, enabled },
  );
}

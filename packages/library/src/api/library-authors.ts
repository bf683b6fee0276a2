import { libraryApiRoutes } from "@campus/contract";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** The author facet: authors with most books first, narrowed by what the reader types. */
export function useLibraryAuthors(keyword: string, categoryId: number | undefined) {
  return libraryApi.useEndpointQuery(
    libraryApiRoutes.libraryAuthors,
    { pageNum: 1, pageSize: 30, keyword: keyword || undefined, categoryId },
    { key: ["catalogue", "authors"], placeholderData: keepPreviousData, staleTime: 5 * 60_000 },
  );
}

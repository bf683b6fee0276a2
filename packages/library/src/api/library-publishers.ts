import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** The publisher facet within a category (or all), most books first. */
export function useLibraryPublishers(categoryId: number | undefined) {
  return libraryApi.useEndpointQuery(
    libraryApiRoutes.libraryPublishers,
    { pageNum: 1, pageSize: 100, categoryId },
    { key: ["catalogue", "publishers"], staleTime: 5 * 60_000 },
  );
}

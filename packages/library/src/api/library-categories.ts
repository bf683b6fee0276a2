import { libraryApiRoutes } from "@campus/contract";
import type { CampusRuntime } from "@campus/core";
import { libraryApi } from "./library-api";

/** Every category with its subcategories, for a loader to prefetch. They change rarely. */
export const libraryCategoriesQuery = (runtime: CampusRuntime) =>
  libraryApi.queryOptions(
    runtime,
    libraryApiRoutes.libraryCategories,
    { pageNum: 1, pageSize: 100 },
    { key: ["catalogue", "categories"], staleTime: 10 * 60_000 },
  );

/** Every category with its subcategories: the first two facets. */
export function useLibraryCategories() {
  return libraryApi.useQueryOf(libraryCategoriesQuery);
}

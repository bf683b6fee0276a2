import { routes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Every category with its subcategories: the first two facets. They change rarely. */
export function useLibraryCategories() {
  return libraryApi.useEndpointQuery(
    routes.libraryCategories,
    { pageNum: 1, pageSize: 100 },
    { key: ["catalogue", "categories"], staleTime: 10 * 60_000 },
  );
}

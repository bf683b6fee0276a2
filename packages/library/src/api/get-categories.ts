import { routes } from "@campus/contract";
import { useQuery } from "@tanstack/react-query";
import { libraryKeys, useLibraryApi } from "./library-api";

/** Every category with its subcategories: the first two facets. They change rarely. */
export function useCategories() {
  const { schoolId, request } = useLibraryApi();
  return useQuery({
    queryKey: [...libraryKeys.catalogue(schoolId), "categories"],
    queryFn: () => request(routes.libraryCategories, { pageNum: 1, pageSize: 100 }),
    staleTime: 10 * 60_000,
  });
}

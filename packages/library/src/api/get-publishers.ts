import { routes } from "@campus/contract";
import { useQuery } from "@tanstack/react-query";
import { libraryKeys, useLibraryApi } from "./library-api";

/** The publisher facet within a category (or all), most books first. */
export function usePublishers(categoryId: number | undefined) {
  const { schoolId, request } = useLibraryApi();
  return useQuery({
    queryKey: [...libraryKeys.catalogue(schoolId), "publishers", categoryId ?? null],
    queryFn: () => request(routes.libraryPublishers, { pageNum: 1, pageSize: 100, categoryId }),
    staleTime: 5 * 60_000,
  });
}

import { routes } from "@campus/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { libraryKeys, useLibraryApi } from "./library-api";

/** The author facet: authors with most books first, narrowed by what the reader types. */
export function useAuthors(keyword: string, categoryId: number | undefined) {
  const { schoolId, request } = useLibraryApi();
  return useQuery({
    queryKey: [...libraryKeys.catalogue(schoolId), "authors", keyword, categoryId ?? null],
    queryFn: () =>
      request(routes.libraryAuthors, {
        pageNum: 1,
        pageSize: 30,
        keyword: keyword || undefined,
        categoryId,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

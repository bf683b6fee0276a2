import { type Availability, routes } from "@campus/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { libraryKeys, useLibraryApi } from "./library-api";

/** The facets a reader narrows books by (spec §1), as the URL keeps them. */
export interface BookFilters {
  keyword?: string;
  categoryId?: number;
  subcategoryId?: number;
  author?: string;
  publisherId?: number;
  availability?: Availability;
}

/**
 * One page of books by the facets; with a keyword, a ranked keyword search
 * (`page_by_keyword`), without one the category browse (`page_by_classification`).
 */
export function useBooks(filters: BookFilters, pageNum: number, pageSize: number) {
  const { schoolId, request } = useLibraryApi();
  const { keyword, ...facets } = filters;
  return useQuery({
    queryKey: [...libraryKeys.catalogue(schoolId), "books", filters, pageNum, pageSize],
    queryFn: () =>
      keyword
        ? request(routes.librarySearch, { keyword, ...facets, pageNum, pageSize })
        : request(routes.libraryBrowse, { ...facets, pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });
}

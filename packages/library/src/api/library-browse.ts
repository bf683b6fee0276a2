import { type Availability, libraryApiRoutes } from "@campus/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

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
 * One page of books by the facets: the category browse (`libraryBrowse`), or with a keyword
 * the ranked keyword search (`librarySearch`) — one list to the reader, so one query.
 */
export function useLibraryBrowse(filters: BookFilters, pageNum: number, pageSize: number) {
  const { key, request } = libraryApi.useRequest();
  const { keyword, ...facets } = filters;
  return useQuery({
    queryKey: key("catalogue", "books", filters, pageNum, pageSize),
    queryFn: () =>
      keyword
        ? request(libraryApiRoutes.librarySearch, { keyword, ...facets, pageNum, pageSize })
        : request(libraryApiRoutes.libraryBrowse, { ...facets, pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });
}

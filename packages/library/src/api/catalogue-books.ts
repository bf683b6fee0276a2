import { libraryCatalogueApiRoutes, type BookStatus } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** What narrows the librarian's catalogue: a keyword (title, ISBN, barcode…), a status. */
export interface CatalogueFilter {
  keyword?: string;
  status?: BookStatus;
}

/** The catalogue as the librarian keeps it, newest first (staff). */
export function useCatalogueBooks(
  { pageNum, pageSize, enabled }: PageArgs,
  filter: CatalogueFilter,
) {
  return libraryApi.useEndpointQuery(
    libraryCatalogueApiRoutes.catalogueBooks,
    { ...filter, pageNum, pageSize },
    { key: ["catalogue-admin", "books"], placeholderData: keepPreviousData, enabled },
  );
}

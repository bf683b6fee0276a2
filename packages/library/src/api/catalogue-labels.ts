import { libraryCatalogueApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** The copies to print labels for: a book's, or those an import added. */
export function useCatalogueLabels(which: { book_id?: number; import_id?: number }) {
  return libraryApi.useEndpointQuery(libraryCatalogueApiRoutes.catalogueLabels, which, {
    key: ["catalogue-admin", "labels", which.book_id ?? 0, which.import_id ?? 0],
    enabled: which.book_id !== undefined || which.import_id !== undefined,
  });
}

import { libraryCatalogueApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/**
 * Adds or corrects a book. Readers' lists, search and the book's page change with it, so the
 * whole school's library data goes stale.
 */
export function useCatalogueSaveBook() {
  return libraryApi.useEndpointMutation(libraryCatalogueApiRoutes.catalogueSaveBook, (key) => [
    key(),
  ]);
}

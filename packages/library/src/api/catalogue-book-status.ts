import { libraryCatalogueApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Enables or disables a book: readers' lists and search change with it. */
export function useCatalogueBookStatus() {
  return libraryApi.useEndpointMutation(libraryCatalogueApiRoutes.catalogueBookStatus, (key) => [
    key(),
  ]);
}

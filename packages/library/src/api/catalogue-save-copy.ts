import { libraryCatalogueApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Adds or corrects a copy: the book's stock (what readers reserve from) may change. */
export function useCatalogueSaveCopy() {
  return libraryApi.useEndpointMutation(libraryCatalogueApiRoutes.catalogueSaveCopy, (key) => [
    key(),
  ]);
}

import { libraryCatalogueApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Back on the shelf, for repair, or withdrawn: the book's stock follows the copy. */
export function useCatalogueCopyStatus() {
  return libraryApi.useEndpointMutation(libraryCatalogueApiRoutes.catalogueCopyStatus, (key) => [
    key(),
  ]);
}

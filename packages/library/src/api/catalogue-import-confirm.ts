import { libraryImportApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Writes a checked import's books and copies: the catalogue and readers' lists change with it. */
export function useCatalogueImportConfirm() {
  return libraryApi.useEndpointMutation(libraryImportApiRoutes.catalogueImportConfirm, (key) => [
    key(),
  ]);
}

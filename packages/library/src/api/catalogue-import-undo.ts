import { libraryImportApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Undoes an import: its books and copies leave the catalogue. */
export function useCatalogueImportUndo() {
  return libraryApi.useEndpointMutation(libraryImportApiRoutes.catalogueImportUndo, (key) => [
    key(),
  ]);
}

import { libraryImportApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Discards a checked import that was never confirmed (its file and preview go). */
export function useCatalogueImportDiscard() {
  return libraryApi.useEndpointMutation(libraryImportApiRoutes.catalogueImportDiscard, (key) => [
    key("catalogue-admin", "imports"),
  ]);
}

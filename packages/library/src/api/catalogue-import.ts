import { libraryImportApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** One catalogue import with its preview (asked only with an id). */
export function useCatalogueImport(id: number | null) {
  return libraryApi.useEndpointQuery(
    libraryImportApiRoutes.catalogueImport,
    { id: id ?? 0 },
    { key: ["catalogue-admin", "imports", id ?? 0], enabled: id !== null },
  );
}

import { libraryCatalogueApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** A book's whole record with its copies, as the librarian edits it (asked only with an id). */
export function useCatalogueBook(id: number | null) {
  return libraryApi.useEndpointQuery(
    libraryCatalogueApiRoutes.catalogueBook,
    { id: id ?? 0 },
    { key: ["catalogue-admin", "book", id ?? 0], enabled: id !== null },
  );
}

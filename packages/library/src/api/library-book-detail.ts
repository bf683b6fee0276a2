import { routes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** One book with the reader's favourite flag and reservation (queue position). */
export function useLibraryBookDetail(id: number | null) {
  return libraryApi.useEndpointQuery(
    routes.libraryBookDetail,
    { id: id ?? 0 },
    { key: ["catalogue", "book", id ?? 0], enabled: id !== null },
  );
}

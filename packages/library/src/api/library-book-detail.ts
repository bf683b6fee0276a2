import { routes } from "@campus/contract";
import type { CampusRuntime } from "@campus/core";
import { libraryApi } from "./library-api";

/** One book's query, for a loader to prefetch (asked only with an id). */
export const libraryBookDetailQuery = (runtime: CampusRuntime, id: number | null) =>
  libraryApi.queryOptions(
    runtime,
    routes.libraryBookDetail,
    { id: id ?? 0 },
    { key: ["catalogue", "book", id ?? 0], enabled: id !== null },
  );

/** One book with the reader's favourite flag and reservation (queue position). */
export function useLibraryBookDetail(id: number | null) {
  return libraryApi.useQueryOf((runtime) => libraryBookDetailQuery(runtime, id));
}

import { ResultCode, libraryApiRoutes } from "@campus/contract";
import type { ApiFailure, CampusRuntime } from "@campus/core";
import { libraryApi } from "./library-api";

/** No such book (a stale link, a mistyped id): the page says so itself, no toast. */
export const isNotFound = (failure: ApiFailure) =>
  failure.kind === "envelope" && failure.code === ResultCode.notFound;

/** One book's query, for a loader to prefetch (asked only with an id). */
export const libraryBookDetailQuery = (runtime: CampusRuntime, id: number | null) =>
  libraryApi.queryOptions(
    runtime,
    libraryApiRoutes.libraryBookDetail,
    { id: id ?? 0 },
    { key: ["catalogue", "book", id ?? 0], enabled: id !== null, silent: isNotFound },
  );

/** One book with the reader's favourite flag and reservation (queue position). */
export function useLibraryBookDetail(id: number | null) {
  return libraryApi.useQueryOf((runtime) => libraryBookDetailQuery(runtime, id));
}

import { libraryApiRoutes } from "@campus/contract";
import type { CampusRuntime } from "@campus/core";
import { libraryApi } from "./library-api";

/** The front page's query, for a loader to prefetch: new arrivals, popular, categories, totals. */
export const libraryHomeQuery = (runtime: CampusRuntime) =>
  libraryApi.queryOptions(
    runtime,
    libraryApiRoutes.libraryHome,
    {},
    { key: ["catalogue", "home"] },
  );

/** The front page: new arrivals, popular, recommended, categories, totals. */
export function useLibraryHome() {
  return libraryApi.useQueryOf(libraryHomeQuery);
}

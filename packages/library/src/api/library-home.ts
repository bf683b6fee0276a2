import { routes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** The front page: new arrivals, popular, recommended, categories, totals. */
export function useLibraryHome() {
  return libraryApi.useEndpointQuery(routes.libraryHome, {}, { key: ["catalogue", "home"] });
}

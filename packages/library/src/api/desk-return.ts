import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/**
 * Takes a copy back (by book number). Like every desk action it changes what readers see too (their records, a book's
 * copies), so the whole school's library data goes stale.
 */
export function useDeskReturn() {
  return libraryApi.useEndpointMutation(libraryApiRoutes.deskReturn, (key) => [key()]);
}

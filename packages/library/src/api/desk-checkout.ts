import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/**
 * Lends a copy (by book number) to a reader (by reader number). Like every desk action it changes what readers see too (their records, a book's
 * copies), so the whole school's library data goes stale.
 */
export function useDeskCheckout() {
  return libraryApi.useEndpointMutation(libraryApiRoutes.deskCheckout, (key) => [key()]);
}

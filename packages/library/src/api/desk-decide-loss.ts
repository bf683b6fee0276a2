import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/**
 * Approves or rejects a loss report. Like every desk action it changes what readers see too (their records, a book's
 * copies), so the whole school's library data goes stale.
 */
export function useDeskDecideLoss() {
  return libraryApi.useEndpointMutation(libraryApiRoutes.deskDecideLoss, (key) => [key()]);
}

import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/**
 * Moves a reservation on: preparing, then ready for pickup. Like every desk action it changes what readers see too (their records, a book's
 * copies), so the whole school's library data goes stale.
 */
export function useDeskReservationStatus() {
  return libraryApi.useEndpointMutation(libraryApiRoutes.deskReservationStatus, (key) => [key()]);
}

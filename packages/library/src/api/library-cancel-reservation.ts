import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Cancels a waiting reservation: the place it held goes back to the book. */
export function useLibraryCancelReservation() {
  return libraryApi.useEndpointMutation(libraryApiRoutes.libraryCancelReservation, (key) => [
    key("catalogue"),
    key("mine"),
  ]);
}

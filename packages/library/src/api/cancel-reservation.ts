import { routes } from "@campus/contract";
import { libraryKeys } from "./library-api";
import { useLibraryMutation } from "./library-mutation";

/** Cancels a waiting reservation: the place it held goes back to the book. */
export function useCancelReservation() {
  return useLibraryMutation(routes.libraryCancelReservation, (s) => [
    libraryKeys.catalogue(s),
    libraryKeys.mine(s),
  ]);
}

import { routes } from "@campus/contract";
import { libraryKeys } from "./library-api";
import { useLibraryMutation } from "./library-mutation";

/** Reserves a book: its copies free to reserve and the reader's reservations change. */
export function useReserveBook() {
  return useLibraryMutation(routes.libraryReserve, (s) => [
    libraryKeys.catalogue(s),
    libraryKeys.mine(s),
  ]);
}

import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Reserves a book: its copies free to reserve and the reader's reservations change. */
export function useLibraryReserve() {
  return libraryApi.useEndpointMutation(libraryApiRoutes.libraryReserve, (key) => [
    key("catalogue"),
    key("mine"),
  ]);
}

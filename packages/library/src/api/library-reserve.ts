import { routes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Reserves a book: its copies free to reserve and the reader's reservations change. */
export function useLibraryReserve() {
  return libraryApi.useEndpointMutation(routes.libraryReserve, (key) => [
    key("catalogue"),
    key("mine"),
  ]);
}

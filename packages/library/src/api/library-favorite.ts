import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Adds a book to the favourites, or takes it out: the book and "my favourites" change. */
export function useLibraryFavorite() {
  return libraryApi.useEndpointMutation(libraryApiRoutes.libraryFavorite, (key) => [
    key("catalogue"),
    key("mine"),
  ]);
}

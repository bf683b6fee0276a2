import { routes } from "@campus/contract";
import { libraryKeys } from "./library-api";
import { useLibraryMutation } from "./library-mutation";

/** Adds a book to the favourites, or takes it out: the book and "my favourites" change. */
export function useToggleFavorite() {
  return useLibraryMutation(routes.libraryFavorite, (s) => [
    libraryKeys.catalogue(s),
    libraryKeys.mine(s),
  ]);
}

import { routes } from "@campus/contract";
import { libraryKeys } from "./library-api";
import { useLibraryMutation } from "./library-mutation";

/** Deletes one of the reader's reviews, wherever it is listed. */
export function useDeleteReview() {
  return useLibraryMutation(routes.libraryDeleteReview, (s) => [
    ["library", s, "reviews"],
    libraryKeys.catalogue(s),
    libraryKeys.mine(s),
  ]);
}

import { routes } from "@campus/contract";
import { libraryKeys } from "./library-api";
import { useLibraryMutation } from "./library-mutation";

/** Likes a review or takes the like back. */
export function useLikeReview(bookId: number) {
  return useLibraryMutation(routes.libraryLikeReview, (s) => [libraryKeys.reviews(s, bookId)]);
}

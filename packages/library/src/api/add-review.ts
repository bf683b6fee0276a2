import { routes } from "@campus/contract";
import { libraryKeys } from "./library-api";
import { useLibraryMutation } from "./library-mutation";

/** Writes a review: the book's reviews, its review count and "my reviews" change. */
export function useAddReview(bookId: number) {
  return useLibraryMutation(routes.libraryAddReview, (s) => [
    libraryKeys.reviews(s, bookId),
    libraryKeys.book(s, bookId),
    libraryKeys.mine(s),
  ]);
}

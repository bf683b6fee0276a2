import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Writes a review: the book's reviews, its review count and "my reviews" change. */
export function useLibraryAddReview(bookId: number) {
  return libraryApi.useEndpointMutation(libraryApiRoutes.libraryAddReview, (key) => [
    key("reviews", bookId),
    key("catalogue", "book", bookId),
    key("mine"),
  ]);
}

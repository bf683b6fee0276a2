import { routes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Likes a review or takes the like back. */
export function useLibraryLikeReview(bookId: number) {
  return libraryApi.useEndpointMutation(routes.libraryLikeReview, (key) => [
    key("reviews", bookId),
  ]);
}

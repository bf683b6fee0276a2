import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Likes a review or takes the like back. */
export function useLibraryLikeReview(bookId: number) {
  return libraryApi.useEndpointMutation(libraryApiRoutes.libraryLikeReview, (key) => [
    key("reviews", bookId),
  ]);
}

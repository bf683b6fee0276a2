import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Deletes one of the reader's reviews, wherever it is listed. */
export function useLibraryDeleteReview() {
  return libraryApi.useEndpointMutation(libraryApiRoutes.libraryDeleteReview, (key) => [
    key("reviews"),
    key("catalogue"),
    key("mine"),
  ]);
}

import { libraryApiRoutes } from "@campus/contract";
import { useRuntime } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useStore } from "zustand";
import { libraryApi } from "./library-api";

/** A book's reviews, newest first; `liked` and `mine` for the signed-in reader. */
export function useLibraryBookReviews(bookId: number, pageNum: number, pageSize: number) {
  // Signed in, the answer says which reviews are mine and which I like.
  const reader = useStore(
    useRuntime().session,
    (s) => s.user?.child_user_id ?? s.user?.user_id ?? null,
  );
  return libraryApi.useEndpointQuery(
    libraryApiRoutes.libraryBookReviews,
    { bookId, pageNum, pageSize },
    { key: ["reviews", bookId, reader], placeholderData: keepPreviousData },
  );
}

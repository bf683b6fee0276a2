import { routes } from "@campus/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useStore } from "zustand";
import { libraryKeys, useLibraryApi } from "./library-api";

/** A book's reviews, newest first; `liked` and `mine` for the signed-in reader. */
export function useBookReviews(bookId: number, pageNum: number, pageSize: number) {
  const { schoolId, request, runtime } = useLibraryApi();
  // Signed in, the answer says which reviews are mine and which I like.
  const reader = useStore(runtime.session, (s) => s.user?.child_user_id ?? s.user?.user_id ?? null);
  return useQuery({
    queryKey: [...libraryKeys.reviews(schoolId, bookId), reader, pageNum, pageSize],
    queryFn: () => request(routes.libraryBookReviews, { bookId, pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });
}

import { routes } from "@campus/contract";
import { useQuery } from "@tanstack/react-query";
import { libraryKeys, useLibraryApi } from "./library-api";

/** One book with the reader's favourite flag and reservation (queue position). */
export function useBookDetail(id: number | null) {
  const { schoolId, request } = useLibraryApi();
  return useQuery({
    queryKey: libraryKeys.book(schoolId, id ?? 0),
    queryFn: () => request(routes.libraryBookDetail, { id: id! }),
    enabled: id !== null,
  });
}

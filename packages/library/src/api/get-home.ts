import { routes } from "@campus/contract";
import { useQuery } from "@tanstack/react-query";
import { libraryKeys, useLibraryApi } from "./library-api";

/** The front page: new arrivals, popular, recommended, categories, totals. */
export function useLibraryHome() {
  const { schoolId, request } = useLibraryApi();
  return useQuery({
    queryKey: [...libraryKeys.catalogue(schoolId), "home"],
    queryFn: () => request(routes.libraryHome, {}),
  });
}

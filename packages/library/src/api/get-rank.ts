import { type RankType, routes } from "@campus/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { libraryKeys, useLibraryApi } from "./library-api";

/** One page of a ranking (reads, recommendations or views). */
export function useRanking(rankType: RankType, pageNum: number, pageSize: number) {
  const { schoolId, request } = useLibraryApi();
  return useQuery({
    queryKey: [...libraryKeys.catalogue(schoolId), "rank", rankType, pageNum, pageSize],
    queryFn: () => request(routes.libraryRank, { rankType, pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });
}

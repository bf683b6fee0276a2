import { type RankType, routes } from "@campus/contract";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** One page of a ranking (reads, recommendations or views). */
export function useLibraryRank(rankType: RankType, pageNum: number, pageSize: number) {
  return libraryApi.useEndpointQuery(
    routes.libraryRank,
    { rankType, pageNum, pageSize },
    { key: ["catalogue", "rank"], placeholderData: keepPreviousData },
  );
}

import { type RankType, libraryApiRoutes } from "@campus/contract";
import type { CampusRuntime } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** One page of a ranking's query, for a loader to prefetch. */
export const libraryRankQuery = (
  runtime: CampusRuntime,
  rankType: RankType,
  pageNum: number,
  pageSize: number,
) =>
  libraryApi.queryOptions(
    runtime,
    libraryApiRoutes.libraryRank,
    { rankType, pageNum, pageSize },
    { key: ["catalogue", "rank"], placeholderData: keepPreviousData },
  );

/** One page of a ranking (reads, recommendations or views). */
export function useLibraryRank(rankType: RankType, pageNum: number, pageSize: number) {
  return libraryApi.useQueryOf((runtime) => libraryRankQuery(runtime, rankType, pageNum, pageSize));
}

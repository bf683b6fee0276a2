import { libraryApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** The reviews the reader wrote. */
export function useLibraryMyReviews({ pageNum, pageSize, enabled }: PageArgs) {
  return libraryApi.useEndpointQuery(
    libraryApiRoutes.libraryMyReviews,
    { pageNum, pageSize },
    { key: ["mine", "reviews"], placeholderData: keepPreviousData, enabled },
  );
}

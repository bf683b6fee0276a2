import { libraryApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** Loss reports waiting for the librarian's decision. */
export function useDeskLossReports({ pageNum, pageSize, enabled }: PageArgs) {
  return libraryApi.useEndpointQuery(
    libraryApiRoutes.deskLossReports,
    { pageNum, pageSize },
    { key: ["desk", "lost"], placeholderData: keepPreviousData, enabled },
  );
}

import { libraryApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** The reader's granted renewals. */
export function useLibraryRenewals({ pageNum, pageSize, enabled }: PageArgs) {
  return libraryApi.useEndpointQuery(
    libraryApiRoutes.libraryRenewals,
    { pageNum, pageSize },
    { key: ["mine", "renewals"], placeholderData: keepPreviousData, enabled },
  );
}

import { libraryReportApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** Today's overdue loans by class; one class's when named (staff). */
export function useLibraryReportOverdue(
  { pageNum, pageSize, enabled }: PageArgs,
  filter: { class_name?: string },
) {
  return libraryApi.useEndpointQuery(
    libraryReportApiRoutes.libraryReportOverdue,
    { ...filter, pageNum, pageSize },
    { key: ["reports", "overdue"], placeholderData: keepPreviousData, enabled },
  );
}

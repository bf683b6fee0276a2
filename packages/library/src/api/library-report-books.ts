import { libraryReportApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";
import type { ReportPeriod } from "./library-report-classes";

/** The most borrowed books in the period; one class's loans when named (staff). */
export function useLibraryReportBooks(
  { pageNum, pageSize, enabled }: PageArgs,
  filter: ReportPeriod & { class_name?: string },
) {
  return libraryApi.useEndpointQuery(
    libraryReportApiRoutes.libraryReportBooks,
    { ...filter, pageNum, pageSize },
    { key: ["reports", "books"], placeholderData: keepPreviousData, enabled },
  );
}

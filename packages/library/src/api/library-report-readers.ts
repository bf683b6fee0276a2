import { libraryReportApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";
import type { ReportPeriod } from "./library-report-classes";

/** Students by their loans in the period, most first; one class's when named (staff). */
export function useLibraryReportReaders(
  { pageNum, pageSize, enabled }: PageArgs,
  filter: ReportPeriod & { class_name?: string },
) {
  return libraryApi.useEndpointQuery(
    libraryReportApiRoutes.libraryReportReaders,
    { ...filter, pageNum, pageSize },
    { key: ["reports", "readers"], placeholderData: keepPreviousData, enabled },
  );
}

import { libraryReportApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** A reading report's period: its first and last days (school time, both included). */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** Each class's students, readers and loans in the period (staff). */
export function useLibraryReportClasses(period: ReportPeriod, enabled = true) {
  return libraryApi.useEndpointQuery(libraryReportApiRoutes.libraryReportClasses, period, {
    key: ["reports", "classes"],
    enabled,
  });
}

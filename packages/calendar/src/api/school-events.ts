import { calendarApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { calendarApi } from "./calendar-api";

/** The school office's events, holidays and closures from today on, one page (staff). */
export function useSchoolEvents({ pageNum, pageSize, enabled }: PageArgs) {
  return calendarApi.useEndpointQuery(
    calendarApiRoutes.calendarSchoolEvents,
    { pageNum, pageSize },
    { key: ["office", "events"], placeholderData: keepPreviousData, enabled },
  );
}

import { calendarApiRoutes, type CalendarWho } from "@campus/contract";
import { keepPreviousData } from "@tanstack/react-query";
import { useActingFor } from "./acting-for";
import { calendarApi } from "./calendar-api";

/**
 * One month of the overview: its days with their cycle day, the items that touch it and the
 * timetables behind its lessons. The month shown stays while the next one loads (no flash of
 * an empty grid on "next month"); `isPlaceholderData` says it is the old one.
 */
export function useCalendarMonth(month: string, who: CalendarWho, enabled = true) {
  const actingFor = useActingFor();
  return calendarApi.useEndpointQuery(
    calendarApiRoutes.calendarMonth,
    { month, who },
    { key: ["month", actingFor], placeholderData: keepPreviousData, enabled },
  );
}

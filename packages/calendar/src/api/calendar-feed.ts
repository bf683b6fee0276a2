import { calendarApiRoutes } from "@campus/contract";
import { calendarApi } from "./calendar-api";

/** The user's secret feed address (null before one is made), and whom it covers. */
export function useCalendarFeed(enabled = true) {
  return calendarApi.useEndpointQuery(
    calendarApiRoutes.calendarFeed,
    {},
    { key: ["feed"], enabled },
  );
}

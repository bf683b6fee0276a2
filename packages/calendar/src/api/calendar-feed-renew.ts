import { calendarApiRoutes } from "@campus/contract";
import { calendarApi } from "./calendar-api";

/** Makes a new secret address (the first one, or a replacement: the old one stops working). */
export function useCalendarFeedRenew() {
  return calendarApi.useEndpointMutation(calendarApiRoutes.calendarFeedRenew, (key) => [
    key("feed"),
  ]);
}

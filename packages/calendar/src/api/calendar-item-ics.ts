import { calendarApiRoutes } from "@campus/contract";
import { calendarApi } from "./calendar-api";

/**
 * "Add to my calendar": one item as an iCalendar file, asked for when the user presses the
 * button (nothing to cache, nothing made stale). Failures take the one error path.
 */
export function useCalendarItemIcs() {
  const { request } = calendarApi.useRequest();
  return (key: string) => request(calendarApiRoutes.calendarItemIcs, { key });
}

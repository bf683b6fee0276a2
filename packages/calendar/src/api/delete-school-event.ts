import { calendarApiRoutes } from "@campus/contract";
import { calendarApi } from "./calendar-api";

/** Deletes a school event: gone from the office's list and from everybody's calendar. */
export function useDeleteSchoolEvent() {
  return calendarApi.useEndpointMutation(calendarApiRoutes.calendarDeleteSchoolEvent, (key) => [
    key("office"),
    key("month"),
    key("items"),
    key("item"),
  ]);
}

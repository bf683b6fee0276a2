import { calendarApiRoutes } from "@campus/contract";
import { calendarApi } from "./calendar-api";

/**
 * Adds a school event (or changes one, with `id`): the office's list changes, and so does every
 * personal month, list and detail the event shows in.
 */
export function useSaveSchoolEvent() {
  return calendarApi.useEndpointMutation(calendarApiRoutes.calendarSaveSchoolEvent, (key) => [
    key("office"),
    key("month"),
    key("items"),
    key("item"),
  ]);
}

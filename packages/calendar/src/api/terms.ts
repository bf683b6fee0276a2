import { calendarApiRoutes } from "@campus/contract";
import { calendarApi } from "./calendar-api";

/** The school's terms and timetable cycle (staff). */
export function useTerms() {
  return calendarApi.useEndpointQuery(
    calendarApiRoutes.calendarTerms,
    {},
    { key: ["office", "terms"] },
  );
}

/** Replaces the terms and sets the cycle: every month's cycle days change with them. */
export function useSaveTerms() {
  return calendarApi.useEndpointMutation(calendarApiRoutes.calendarSaveTerms, (key) => [
    key("office"),
    key("month"),
    key("items"),
    key("item"),
  ]);
}

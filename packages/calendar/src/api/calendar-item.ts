import { ResultCode, calendarApiRoutes } from "@campus/contract";
import type { ApiFailure } from "@campus/core";
import { useActingFor } from "./acting-for";
import { calendarApi } from "./calendar-api";

/** No such item (a stale link, another child's lesson): the page says so itself, no toast. */
export const isNotFound = (failure: ApiFailure) =>
  failure.kind === "envelope" &&
  (failure.code === ResultCode.notFound || failure.code === ResultCode.badRequest);

/** One item with its description, audience, link and whom it concerns (asked only with a key). */
export function useCalendarItem(key: string | null) {
  const actingFor = useActingFor();
  return calendarApi.useEndpointQuery(
    calendarApiRoutes.calendarItem,
    { key: key ?? "" },
    { key: ["item", actingFor], enabled: key !== null, silent: isNotFound },
  );
}

import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  calendarApiRoutes,
  type CalendarKind,
  type CalendarWho,
} from "@campus/contract";
import { keepPreviousData } from "@tanstack/react-query";
import { useActingFor } from "./acting-for";
import { calendarApi } from "./calendar-api";

export interface ItineraryFilter {
  who: CalendarWho;
  /** The kinds to list; none: those the calendar lists unless asked (not lessons). */
  kinds?: readonly CalendarKind[];
  /** The first day listed; the school's today by default. */
  from?: string;
  /** How many pages of ten (spec §9) are shown: 1 at first, one more per "more". */
  pages?: number;
  /** A size of its own instead (a compact view's few rows). */
  pageSize?: number;
  enabled?: boolean;
}

/**
 * The itinerary from a day on, the first `pages` pages of ten in one answer: each "more" asks the
 * server for ten more (a phone reads a timeline by scrolling, not by page numbers) and keeps the
 * shown ones on screen meanwhile. One query, not an infinite one: the infinite-query code would
 * land in the runtime every page shares.
 */
export function useCalendarItems({
  who,
  kinds,
  from,
  pages = 1,
  pageSize: size,
  enabled = true,
}: ItineraryFilter) {
  const actingFor = useActingFor();
  const filter = { who, kinds: kinds?.length ? kinds.join(",") : undefined, from };
  const pageSize = size ?? Math.min(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE * pages);
  return calendarApi.useEndpointQuery(
    calendarApiRoutes.calendarItems,
    { ...filter, pageNum: 1, pageSize },
    { key: ["items", actingFor, filter, pageSize], placeholderData: keepPreviousData, enabled },
  );
}

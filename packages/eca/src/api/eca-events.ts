import { ecaApiRoutes as routes, type EcaEventsFilters } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/** What narrows the event list (spec: year, semester, category, tag, region, grade, status, source). */
export type EventFilter = Omit<EcaEventsFilters, "pageNum" | "pageSize">;

/** One page of the school's events, latest first. */
export function useEcaEvents({ pageNum, pageSize, enabled }: PageArgs, filter: EventFilter) {
  return ecaApi.useEndpointQuery(
    routes.ecaEvents,
    { pageNum, pageSize, ...filter },
    { key: ["events", "list"], placeholderData: keepPreviousData, enabled },
  );
}

import { ecaApiRoutes as routes, type EcaApproval, type EcaSource } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/** One page of one source's events in one approval state. */
export function useEcaApprovals(
  { pageNum, pageSize, enabled }: PageArgs,
  filter: { source: EcaSource; status: EcaApproval },
) {
  return ecaApi.useEndpointQuery(
    routes.ecaApprovals,
    { pageNum, pageSize, ...filter },
    { key: ["events", "approvals"], placeholderData: keepPreviousData, enabled },
  );
}

/** Passes or refuses many events at once: the lists and the events are stale. A failure goes the one error path. */
export function useDecideEvents() {
  return ecaApi.useEndpointMutation(routes.ecaDecideEvents, (key) => [key("events")]);
}

import { ecaApiRoutes as routes, type EcaApproval } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/** One page of an event's students, optionally of one approval state. */
export function useEcaEntries(
  { pageNum, pageSize, enabled }: PageArgs,
  eventId: number,
  status?: EcaApproval,
  className?: string,
) {
  return ecaApi.useEndpointQuery(
    routes.ecaEntries,
    {
      event_id: eventId,
      pageNum,
      pageSize,
      ...(status ? { status } : {}),
      ...(className ? { class_name: className } : {}),
    },
    { key: ["events", "entries", eventId], placeholderData: keepPreviousData, enabled },
  );
}

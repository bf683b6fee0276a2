import { ecaApiRoutes as routes, type EcaApproval } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/*
 * The editor's steps 2 and 3: an event's awards, and its students. Every change makes the
 * event, its students and the lists stale (the list shows the number of students and the
 * average score).
 */

const changed = (key: (...path: unknown[]) => readonly unknown[]) => [key("events")];

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

/** The school's classes and one class's students, or those a search finds. */
export function useEcaStudents(filter: { class_name?: string; q?: string }) {
  return ecaApi.useEndpointQuery(routes.ecaStudents, filter, {
    key: ["students"],
    staleTime: 300_000,
    placeholderData: keepPreviousData,
  });
}

export const useSaveAwards = () =>
  ecaApi.useEndpointMutation(routes.ecaSaveAwards, changed, { silent: true });
export const useAddEntries = () => ecaApi.useEndpointMutation(routes.ecaAddEntries, changed);
export const useSaveEntry = () =>
  ecaApi.useEndpointMutation(routes.ecaSaveEntry, changed, { silent: true });
export const useRemoveEntries = () => ecaApi.useEndpointMutation(routes.ecaRemoveEntries, changed);
export const useMoveEntries = () => ecaApi.useEndpointMutation(routes.ecaMoveEntries, changed);
export const useDecideEntries = () => ecaApi.useEndpointMutation(routes.ecaDecideEntries, changed);

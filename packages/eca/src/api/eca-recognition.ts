import {
  ECA_TRAIT_DECIDE_MAX,
  ecaApiRoutes as routes,
  MAX_PAGE_SIZE,
  type EcaRecognitionStatus,
  type EcaTraitDecision,
} from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/*
 * AI recognition of traits: jobs started (for an event), listed, read with their proposals
 * while they run (asked again every two seconds until they stop), retried, and proposals
 * accepted or rejected.
 */

/** How often a job in progress is asked about. */
export const RECOGNITION_POLL_MS = 2_000;

export interface RecognitionFilter {
  status?: EcaRecognitionStatus;
  event_id?: number;
  class_name?: string;
}

/** One page of the jobs the caller sees, latest first; asked again while one is running. */
export const useEcaRecognitions = (
  { pageNum, pageSize, enabled }: PageArgs,
  filter: RecognitionFilter,
) =>
  ecaApi.useEndpointQuery(
    routes.ecaRecognitions,
    { pageNum, pageSize, ...filter },
    {
      key: ["recognitions"],
      placeholderData: keepPreviousData,
      enabled,
      refetchInterval: (query) =>
        query.state.data?.list.some((r) => r.status === "in_progress")
          ? RECOGNITION_POLL_MS
          : false,
    },
  );

/** One job with a page of its proposals; asked again until it stops running. */
export const useEcaRecognition = (
  { pageNum, pageSize, enabled }: PageArgs,
  { id, decision }: { id: number; decision?: EcaTraitDecision },
) =>
  ecaApi.useEndpointQuery(
    routes.ecaRecognition,
    { id, decision, pageNum, pageSize },
    {
      key: ["recognitions", "detail"],
      placeholderData: keepPreviousData,
      enabled,
      refetchInterval: (query) =>
        query.state.data?.recognition.status === "in_progress" ? RECOGNITION_POLL_MS : false,
    },
  );

const stale = (key: (...path: unknown[]) => readonly unknown[]) => [key("recognitions")];

export const useRecognize = () => ecaApi.useEndpointMutation(routes.ecaRecognize, stale);
export const useRetryRecognition = () =>
  ecaApi.useEndpointMutation(routes.ecaRetryRecognition, stale);
export const useDecideTraits = () => ecaApi.useEndpointMutation(routes.ecaDecideTraits, stale);

/**
 * Accepts every undecided proposal of a job, whatever page shows: the pending ones are asked
 * for a hundred at a time (the most one decision takes) until none is left. Answers how many.
 */
export function useAcceptAllTraits() {
  const { request } = ecaApi.useRequest();
  const decide = useDecideTraits();
  return async (id: number): Promise<number> => {
    let accepted = 0;
    // Bounded: a job proposes a trait or a few per student of one event.
    for (let round = 0; round < 50; round++) {
      const { list } = await request(routes.ecaRecognition, {
        id,
        decision: "pending",
        pageNum: 1,
        pageSize: Math.min(ECA_TRAIT_DECIDE_MAX, MAX_PAGE_SIZE),
      });
      if (list.length === 0) break;
      await decide.mutateAsync({ ids: list.map((p) => p.id), decision: "accepted" });
      accepted += list.length;
    }
    return accepted;
  };
}

import { ecaApiRoutes as routes, type EcaRecognitionStatus } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/*
 * AI recognition of traits: jobs started (for an event), listed, read with their proposals
 * while they run (asked again every two seconds until they stop), retried, and proposals
 * accepted or rejected — each call in a module of its own (`eca-recognition.ts`,
 * `eca-recognize.ts`, `eca-retry-recognition.ts`, `eca-decide-traits.ts`).
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

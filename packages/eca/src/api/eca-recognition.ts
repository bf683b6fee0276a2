import { ecaApiRoutes as routes, type EcaTraitDecision } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";
import { RECOGNITION_POLL_MS } from "./eca-recognitions";

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

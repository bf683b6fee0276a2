import { ECA_TRAIT_DECIDE_MAX, ecaApiRoutes as routes, MAX_PAGE_SIZE } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { recognitionsChanged } from "./stale";

/** Accepts or rejects a job's proposals (at most a hundred at once): the jobs are stale. */
export const useDecideTraits = () =>
  ecaApi.useEndpointMutation(routes.ecaDecideTraits, recognitionsChanged);

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

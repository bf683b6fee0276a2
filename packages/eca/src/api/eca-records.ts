import { ecaApiRoutes as routes, type EcaApproval } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/** One page of a student's own records (a parent's: the current child's), latest first. */
export function useEcaMyRecords({ pageNum, pageSize, enabled }: PageArgs, status?: EcaApproval) {
  return ecaApi.useEndpointQuery(
    routes.ecaMyRecords,
    { pageNum, pageSize, ...(status ? { status } : {}) },
    { key: ["records"], placeholderData: keepPreviousData, enabled },
  );
}

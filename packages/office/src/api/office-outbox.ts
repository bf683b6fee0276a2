import { officeApiRoutes as routes, type OutboxRequest } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { officeApi } from "./office-api";

export type OutboxFilter = Omit<OutboxRequest, "pageNum" | "pageSize">;

/** One page of the school's outbox, latest first. */
export const useOfficeOutbox = ({ pageNum, pageSize, enabled }: PageArgs, filter: OutboxFilter) =>
  officeApi.useEndpointQuery(
    routes.officeOutbox,
    { pageNum, pageSize, ...filter },
    { key: ["outbox"], placeholderData: keepPreviousData, enabled },
  );

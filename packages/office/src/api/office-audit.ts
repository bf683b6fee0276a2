import { officeApiRoutes as routes, type AuditRequest } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { officeApi } from "./office-api";

export type AuditFilter = Omit<AuditRequest, "pageNum" | "pageSize">;

/** One page of the office's actions, latest first. */
export const useOfficeAudit = ({ pageNum, pageSize, enabled }: PageArgs, filter: AuditFilter) =>
  officeApi.useEndpointQuery(
    routes.officeAudit,
    { pageNum, pageSize, ...filter },
    { key: ["audit"], placeholderData: keepPreviousData, enabled },
  );

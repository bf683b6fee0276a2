import {
  registrationOfficeApiRoutes as routes,
  type ApplicationStatus,
  type FeeStatus,
  type InterviewStatus,
} from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { registrationApi } from "./registration-api";

/** What narrows the office's list: the application's, fee's and interview's states, a search. */
export interface OfficeFilter {
  status?: ApplicationStatus;
  fee_status?: FeeStatus;
  interview_status?: InterviewStatus;
  search?: string;
}

/** One page of the school's applications (staff), oldest submission first. */
export function useOfficeApplications(
  { pageNum, pageSize, enabled }: PageArgs,
  filter: OfficeFilter,
) {
  return registrationApi.useEndpointQuery(
    routes.registrationOfficeApplications,
    { pageNum, pageSize, ...filter },
    { key: ["office", "list"], placeholderData: keepPreviousData, enabled },
  );
}

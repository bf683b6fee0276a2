import { officeApiRoutes as routes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { officeApi } from "./office-api";

/** One page of the school's roster imports, latest first. */
export const useOfficeRosterImports = ({ pageNum, pageSize, enabled }: PageArgs) =>
  officeApi.useEndpointQuery(
    routes.officeRosterImports,
    { pageNum, pageSize },
    { key: ["roster", "history"], placeholderData: keepPreviousData, enabled },
  );

import { ecaApiRoutes as routes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/** One page of the school's imports, latest first. */
export const useEcaImports = ({ pageNum, pageSize, enabled }: PageArgs) =>
  ecaApi.useEndpointQuery(
    routes.ecaImports,
    { pageNum, pageSize },
    { key: ["imports", "history"], placeholderData: keepPreviousData, enabled },
  );

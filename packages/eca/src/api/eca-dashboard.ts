import { ecaApiRoutes as routes, type EcaDashboardRequest } from "@campus/contract";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/** The dashboard of a period and scope (the school, a grade, a class). */
export const useEcaDashboard = (request: EcaDashboardRequest) =>
  ecaApi.useEndpointQuery(routes.ecaDashboard, request, {
    key: ["dashboard"],
    placeholderData: keepPreviousData,
  });

import { ecaApiRoutes as routes } from "@campus/contract";
import { keepPreviousData } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/** The school's classes and one class's students, or those a search finds. */
export function useEcaStudents(filter: { class_name?: string; q?: string }) {
  return ecaApi.useEndpointQuery(routes.ecaStudents, filter, {
    key: ["students"],
    staleTime: 300_000,
    placeholderData: keepPreviousData,
  });
}

import { ecaApiRoutes as routes } from "@campus/contract";
import type { CampusRuntime } from "@campus/core";
import type { QueryClient } from "@tanstack/react-query";
import { ecaApi } from "./eca-api";

/** Where the settings sit in the cache, and for how long they are fresh. */
export const SETTINGS = { key: ["settings"], staleTime: 60_000 } as const;

/** The settings query for Suspense (`useRegion`) and a prefetch: the key `useEcaSettings` uses. */
export function settingsQuery(runtime: CampusRuntime) {
  const { queryKey, staleTime } = ecaApi.queryOptions(runtime, routes.ecaSettings, {}, SETTINGS);
  return {
    queryKey,
    staleTime,
    queryFn: () => ecaApi.request(runtime, routes.ecaSettings, {}),
  };
}

/**
 * Starts asking for the settings unless the cache has them: called while a screen's code loads,
 * so a screen's `useRegion` rarely waits. Small on purpose: the page guard is in every bundle.
 */
export function prefetchSettings(queryClient: QueryClient, runtime: CampusRuntime) {
  const query = settingsQuery(runtime);
  if (!queryClient.getQueryState(query.queryKey)) void queryClient.prefetchQuery(query);
}

import { QueryClient } from "@tanstack/react-query";

/**
 * A query cache with the product's defaults, the same in the portal, on a school's page and in
 * stories: no retries (the error path says what failed, once), no refetch on focus, 30 s fresh.
 * "always": offline, a call fails at once with the network message, never paused to fire later
 * behind the user's back (issue 17, point 7: the client refuses it itself).
 */
export function createCampusQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        networkMode: "always",
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

import { QueryClient } from "@tanstack/react-query";
import { registerPageQueryClient } from "./page-runtime";

let queryClient: QueryClient | undefined;

/**
 * One query cache for the page: two elements showing one book fetch it once. Its own module:
 * an element that never queries (the account menu) never loads the query library.
 */
export function getPageQueryClient(): QueryClient {
  if (!queryClient) {
    queryClient = new QueryClient({
      defaultOptions: {
        // "always": offline, a call fails at once with the network message, never paused to
        // fire later behind the user's back (issue 17, point 7).
        queries: {
          retry: false,
          refetchOnWindowFocus: false,
          staleTime: 30_000,
          networkMode: "always",
        },
        mutations: { retry: false, networkMode: "always" },
      },
    });
    registerPageQueryClient(queryClient);
  }
  return queryClient;
}

import { QueryClient } from "@tanstack/react-query";

/**
 * One QueryClient for the page: server state of every feature the portal mounts. Only signed-in
 * pages use it, so it loads with the signed-in layout, not with the sign-in page.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // "always": offline, a call fails at once with the network message, never paused to fire
    // later behind the user's back (issue 17, point 7: the client refuses it itself).
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      networkMode: "always",
    },
    mutations: { retry: false, networkMode: "always" },
  },
});

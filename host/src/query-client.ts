import { QueryClient } from "@tanstack/react-query";

/**
 * One QueryClient for the page: server state of every feature the portal mounts. Only signed-in
 * pages use it, so it loads with the signed-in layout, not with the sign-in page.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

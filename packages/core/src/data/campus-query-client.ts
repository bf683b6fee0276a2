import { QueryClient } from "@tanstack/react-query";
import type { LocaleStore } from "../stores/locale-store";

/**
 * A query cache with the product's defaults, the same in the portal, on a school's page and in
 * stories: no retries (the error path says what failed, once), no refetch on focus, 30 s fresh.
 * "always": offline, a call fails at once with the network message, never paused to fire later
 * behind the user's back (issue 17, point 7: the client refuses it itself). Given the page's
 * locale store, a language switch asks every answer again.
 */
export function createCampusQueryClient(locale?: LocaleStore): QueryClient {
  const client = new QueryClient({
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
  // What the server words (lesson titles, rooms, school and class names, its messages) follows a
  // switch of language at once: every answer is asked for again in the new one (issue 35, 2).
  // (The store changes only its language; the pickers do not set the one already chosen.)
  locale?.subscribe(() => client.invalidateQueries());
  return client;
}

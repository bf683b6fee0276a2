import { createCampusRuntime, type ApiError } from "@campus/core";
import { QueryClient } from "@tanstack/react-query";

type ErrorListener = (error: ApiError) => void;
let listener: ErrorListener | null = null;

/** The portal's error effects are mounted by <ErrorEffectsBridge>; until then errors only reject. */
export function setErrorListener(next: ErrorListener | null) {
  listener = next;
}

/** The portal's one runtime: same-origin API, the shared session, school and locale stores. */
export const runtime = createCampusRuntime({
  baseURL: "",
  onError: (error) => listener?.(error),
});

/** One QueryClient for the page: server state of every feature the portal mounts. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

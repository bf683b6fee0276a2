import { createCampusRuntime, type ApiError } from "@campus/core";
import { QueryClient } from "@tanstack/react-query";

/** Where the API is: the `api-base` attribute, else the origin the bundle was loaded from. */
let apiBase = new URL(import.meta.url).origin;

export function setApiBase(base: string | undefined) {
  if (base) apiBase = base.replace(/\/+$/, "");
}

type ErrorListener = (error: ApiError) => void;
const listeners: ErrorListener[] = [];

/** Each mounted element offers its effects; the newest one shows a failure, once. */
export function addErrorListener(listener: ErrorListener): () => void {
  listeners.push(listener);
  return () => listeners.splice(listeners.indexOf(listener), 1);
}

/** One runtime for every element on the page: one session, school, locale and query cache. */
export const runtime = createCampusRuntime({
  baseURL: () => apiBase,
  onError: (error) => listeners.at(-1)?.(error),
});

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

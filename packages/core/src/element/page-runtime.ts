import type { QueryClient } from "@tanstack/react-query";
import type { ApiError } from "../http/api-error";
import { createCampusRuntime, type CampusRuntime } from "../session/campus-runtime";

/*
 * The one runtime of a page that embeds Campus elements (DESIGN.md, Elements): every element
 * on the page shares its session, school, locale and query cache, so signing in through one
 * signs in all of them. Made on first use, so importing core has no side effects.
 */

/** Where the API is: an element's `api-base` attribute, else the origin core was loaded from. */
let apiBase = new URL(import.meta.url).origin;

export function setPageApiBase(base: string | undefined | null) {
  if (base) apiBase = base.replace(/\/+$/, "");
}

type ErrorListener = (error: ApiError) => void;
const listeners: ErrorListener[] = [];

/** Each mounted element offers its effects; the newest one shows a failure, once. */
export function addPageErrorListener(listener: ErrorListener): () => void {
  listeners.push(listener);
  return () => void listeners.splice(listeners.indexOf(listener), 1);
}

let runtime: CampusRuntime | undefined;
let queryClient: QueryClient | undefined;

export function getPageRuntime(): CampusRuntime {
  runtime ??= createCampusRuntime({
    baseURL: () => apiBase,
    onError: (error) => listeners.at(-1)?.(error),
  });
  return runtime;
}

/**
 * After the user or the child changes, what the page's queries hold may be someone else's:
 * refetch it ("invalidate") or drop it ("clear"). Nothing to do while no element has queried,
 * and an element without queries (the account menu) does not load the query library for it.
 */
export async function refreshPageQueries(how: "invalidate" | "clear"): Promise<void> {
  if (!queryClient) return;
  if (how === "clear") queryClient.clear();
  else await queryClient.invalidateQueries();
}

/** Called by `getPageQueryClient` (its own module, so the query library loads only with it). */
export function registerPageQueryClient(client: QueryClient) {
  queryClient = client;
}

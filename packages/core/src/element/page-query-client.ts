import type { QueryClient } from "@tanstack/react-query";
import { createCampusQueryClient } from "../data/campus-query-client";
import { getPageRuntime, registerPageQueryClient } from "./page-runtime";

let queryClient: QueryClient | undefined;

/**
 * One query cache for the page: two elements showing one book fetch it once. Its own module:
 * an element that never queries (the account menu) never loads the query library.
 */
export function getPageQueryClient(): QueryClient {
  if (!queryClient) {
    queryClient = createCampusQueryClient(getPageRuntime().locale);
    registerPageQueryClient(queryClient);
  }
  return queryClient;
}

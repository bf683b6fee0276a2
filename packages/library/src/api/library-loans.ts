import { libraryApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/**
 * The reader's loans: `current` (on loan, overdue, loss under approval; due first) or
 * `history` (returned and lost, newest first).
 */
export function useLibraryLoans(
  { pageNum, pageSize, enabled }: PageArgs,
  scope: "current" | "history",
) {
  return libraryApi.useEndpointQuery(
    libraryApiRoutes.libraryLoans,
    { scope, pageNum, pageSize },
    { key: ["mine", "loans"], placeholderData: keepPreviousData, enabled },
  );
}

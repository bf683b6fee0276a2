import { libraryApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** The reader's reservations, each with its place in the queue. */
export function useLibraryReservations({ pageNum, pageSize, enabled }: PageArgs) {
  return libraryApi.useEndpointQuery(
    libraryApiRoutes.libraryReservations,
    { pageNum, pageSize },
    { key: ["mine", "reservations"], placeholderData: keepPreviousData, enabled },
  );
}

import { type DeskReservation, libraryApiRoutes } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

/** The statuses the desk's queue can be narrowed to. */
export type QueueStatus = Extract<DeskReservation["status"], "reserving" | "preparing" | "ready">;

/** The reservations queue (staff), oldest first; optionally one status. */
export function useDeskReservations(
  { pageNum, pageSize, enabled }: PageArgs,
  status: QueueStatus | undefined,
) {
  return libraryApi.useEndpointQuery(
    libraryApiRoutes.deskReservations,
    { status, pageNum, pageSize },
    { key: ["desk", "reservations"], placeholderData: keepPreviousData, enabled },
  );
}

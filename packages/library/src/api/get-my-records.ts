import { type ApiRoute, type Endpoint, routes } from "@campus/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { libraryKeys, useLibraryApi, type LibraryBody } from "./library-api";

/** The reader's own paged lists ("my records", spec §2). */
function useMine<E extends Endpoint>(
  name: string,
  endpoint: ApiRoute<E>,
  body: LibraryBody<E>,
  enabled: boolean,
) {
  const { schoolId, request } = useLibraryApi();
  return useQuery({
    queryKey: [...libraryKeys.mine(schoolId), name, body],
    queryFn: () => request(endpoint, body),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export interface PageArgs {
  pageNum: number;
  pageSize: number;
  /** False while signed out: nothing to ask for. */
  enabled: boolean;
}

/** Current loans: on loan, overdue, loss under approval; due first. */
export function useCurrentLoans({ pageNum, pageSize, enabled }: PageArgs) {
  return useMine("loans", routes.libraryLoans, { scope: "current", pageNum, pageSize }, enabled);
}

/** The loan history: returned and lost, newest first. */
export function useLoanHistory({ pageNum, pageSize, enabled }: PageArgs) {
  return useMine("loans", routes.libraryLoans, { scope: "history", pageNum, pageSize }, enabled);
}

/** Reservations, each with its place in the queue. */
export function useReservations({ pageNum, pageSize, enabled }: PageArgs) {
  return useMine("reservations", routes.libraryReservations, { pageNum, pageSize }, enabled);
}

/** Granted renewals. */
export function useRenewals({ pageNum, pageSize, enabled }: PageArgs) {
  return useMine("renewals", routes.libraryRenewals, { pageNum, pageSize }, enabled);
}

/** Loss reports: under approval or reported lost. */
export function useLossReports({ pageNum, pageSize, enabled }: PageArgs) {
  return useMine("lossReports", routes.libraryLossReports, { pageNum, pageSize }, enabled);
}

/** Favourite books. */
export function useFavorites({ pageNum, pageSize, enabled }: PageArgs) {
  return useMine("favorites", routes.libraryFavorites, { pageNum, pageSize }, enabled);
}

/** The reader's own reviews. */
export function useMyReviews({ pageNum, pageSize, enabled }: PageArgs) {
  return useMine("reviews", routes.libraryMyReviews, { pageNum, pageSize }, enabled);
}

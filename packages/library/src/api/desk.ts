import { routes } from "@campus/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { libraryKeys, useLibraryApi } from "./library-api";
import { useLibraryMutation } from "./library-mutation";

/*
 * The librarian's desk (staff). Every desk action changes what readers see too (their
 * records, a book's copies), so each invalidates the whole school's library data.
 */

/** The reservations queue, oldest first; optionally one status. */
export function useDeskReservations(
  status: "reserving" | "preparing" | "ready" | undefined,
  pageNum: number,
  pageSize: number,
) {
  const { schoolId, request } = useLibraryApi();
  return useQuery({
    queryKey: [...libraryKeys.desk(schoolId), "reservations", status ?? null, pageNum, pageSize],
    queryFn: () => request(routes.deskReservations, { status, pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** Loss reports waiting for a decision. */
export function useDeskLossReports(pageNum: number, pageSize: number) {
  const { schoolId, request } = useLibraryApi();
  return useQuery({
    queryKey: [...libraryKeys.desk(schoolId), "lost", pageNum, pageSize],
    queryFn: () => request(routes.deskLossReports, { pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });
}

const everything = (s: number | null) => [libraryKeys.all(s)];

export const useMoveReservation = () =>
  useLibraryMutation(routes.deskReservationStatus, everything);
export const useCheckout = () => useLibraryMutation(routes.deskCheckout, everything);
export const useReturnCopy = () => useLibraryMutation(routes.deskReturn, everything);
export const useDecideLoss = () => useLibraryMutation(routes.deskDecideLoss, everything);

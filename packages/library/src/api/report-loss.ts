import { routes } from "@campus/contract";
import { libraryKeys } from "./library-api";
import { useLibraryMutation } from "./library-mutation";

/** Reports a loan's book as lost, with the reason; the librarian decides. */
export function useReportLoss() {
  return useLibraryMutation(routes.libraryReportLoss, (s) => [libraryKeys.mine(s)]);
}

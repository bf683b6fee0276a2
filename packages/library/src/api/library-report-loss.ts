import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Reports a loan's book as lost, with the reason; the librarian decides. */
export function useLibraryReportLoss() {
  return libraryApi.useEndpointMutation(libraryApiRoutes.libraryReportLoss, (key) => [key("mine")]);
}

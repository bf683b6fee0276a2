import { libraryReportApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/** Reminds the families of today's overdue loans (one class's where named), once a day a loan. */
export function useLibraryRemindOverdue() {
  return libraryApi.useEndpointMutation(libraryReportApiRoutes.libraryRemindOverdue, (key) => [
    key("reports"),
  ]);
}

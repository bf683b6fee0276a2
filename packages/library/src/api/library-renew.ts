import { libraryApiRoutes } from "@campus/contract";
import { libraryApi } from "./library-api";

/**
 * Asks to renew a loan; a refusal comes back as an error with the reason, which the screen
 * shows in a dialog (the reader must be able to read why), not as a passing toast.
 */
export function useLibraryRenew() {
  return libraryApi.useEndpointMutation(libraryApiRoutes.libraryRenew, (key) => [key("mine")], {
    silent: true,
  });
}

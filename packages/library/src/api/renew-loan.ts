import { routes } from "@campus/contract";
import { libraryKeys } from "./library-api";
import { useLibraryMutation } from "./library-mutation";

/**
 * Asks to renew a loan; a refusal comes back as an error with the reason, which the screen
 * shows in a dialog (the reader must be able to read why), not as a passing toast.
 */
export function useRenewLoan() {
  return useLibraryMutation(routes.libraryRenew, (s) => [libraryKeys.mine(s)], { silent: true });
}

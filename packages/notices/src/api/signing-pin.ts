import { noticesApiRoutes } from "@campus/contract/notices";
import { noticesApi } from "./notices-api";
import { refusalsOnly } from "./reply-notice";

/** Whether the signed-in parent has set the PIN they sign reply slips with. */
export function useSigningPin({ enabled = true }: { enabled?: boolean } = {}) {
  return noticesApi.useEndpointQuery(
    noticesApiRoutes.noticeSigningPin,
    {},
    { key: ["signingPin"], enabled },
  );
}

/**
 * Sets (or changes) the parent's signing PIN behind the account's password: asked again, the
 * PIN's state says so. A wrong password or a guessable PIN the form shows beside its field.
 */
export function useSetSigningPin() {
  return noticesApi.useEndpointMutation(
    noticesApiRoutes.noticeSetSigningPin,
    (key) => [key("signingPin")],
    { silent: refusalsOnly },
  );
}

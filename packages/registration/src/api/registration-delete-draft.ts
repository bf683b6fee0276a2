import { registrationApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** Deletes an application not yet submitted, with its documents. */
export function useDeleteDraft() {
  return registrationApi.useEndpointMutation(routes.registrationDeleteDraft, (key) => [
    key("applications"),
  ]);
}

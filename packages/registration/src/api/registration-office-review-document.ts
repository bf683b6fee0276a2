import { registrationOfficeApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";
import { officeChanged } from "./stale";

/** Accepts or rejects one document (rejecting needs a remark). */
export function useReviewDocument() {
  return registrationApi.useEndpointMutation(
    routes.registrationOfficeReviewDocument,
    officeChanged,
    {
      silent: true,
    },
  );
}

import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";

/*
 * A parent's submissions: a module of their own, so the form's chunk does not bring the
 * records page's.
 */

/**
 * A parent sends their child's outside activity or award, or corrects one the school did not
 * pass: the child's records and the approval lists are stale.
 */
export function useSubmitRecord() {
  return ecaApi.useEndpointMutation(routes.ecaSubmitRecord, (key) => [
    key("records"),
    key("events"),
  ]);
}

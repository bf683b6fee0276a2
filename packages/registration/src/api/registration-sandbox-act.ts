import { paymentApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** The demo's sandbox cashier: pay, cancel or fail (the screen then returns to the result page). */
export function useSandboxAct() {
  return registrationApi.useEndpointMutation(routes.paymentSandboxAct, (key) => [
    key("sandbox"),
    key("application"),
  ]);
}

import { registrationApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** Opens an order for the fee; the screen then goes where `pay_url` says. */
export function usePay() {
  return registrationApi.useEndpointMutation(routes.registrationPay, (key) => [
    key("application"),
    key("applications"),
  ]);
}

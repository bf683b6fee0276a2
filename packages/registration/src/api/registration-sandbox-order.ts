import { paymentApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** The demo's sandbox cashier: the order to pay. */
export function useSandboxOrder(tradeNo: string) {
  return registrationApi.useEndpointQuery(
    routes.paymentSandboxOrder,
    { trade_no: tradeNo },
    { key: ["sandbox"] },
  );
}

import { registrationApiRoutes as routes } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** The demo's sandbox cashier: the order to pay. */
export function useSandboxOrder(tradeNo: string) {
  return registrationApi.useEndpointQuery(
    routes.registrationSandboxOrder,
    { trade_no: tradeNo },
    { key: ["sandbox"] },
  );
}

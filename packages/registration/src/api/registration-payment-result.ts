import { registrationApiRoutes as routes, type FeeKind } from "@campus/contract";
import { registrationApi } from "./registration-api";

/** How long the result page keeps asking while a payment is unconfirmed. */
export const RESULT_POLL_MS = 2_000;

/**
 * The application after the server asked the provider (spec §2 wechatResult, AliPayResult):
 * asked again every two seconds while an online order is still open, until `until`.
 */
export function usePaymentResult(
  id: number | null,
  { poll, fee }: { poll: boolean; fee: FeeKind },
) {
  return registrationApi.useEndpointQuery(
    routes.registrationPaymentResult,
    { id: id ?? 0 },
    {
      key: ["application", "result"],
      enabled: id !== null,
      refetchInterval: (query) => {
        const data = query.state.data;
        const payment = fee === "registration" ? data?.registration_payment : data?.payment;
        const open = payment?.state === "open" && payment.method !== "slip";
        return poll && open ? RESULT_POLL_MS : false;
      },
    },
  );
}

import { paymentApiRoutes } from "@campus/contract";
import { feesApiRoutes, type FamilyFeeView } from "@campus/contract/fees";
import type { PageArgs } from "@campus/core";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { feesApi } from "./fees-api";

/** How often the result page asks while an online payment is unconfirmed. */
export const RESULT_POLL_MS = 2_000;

/** The current child's fees to pay, or the history, one page. */
export function useFamilyFees({ pageNum, pageSize, enabled }: PageArgs, view: FamilyFeeView) {
  return feesApi.useEndpointQuery(
    feesApiRoutes.feesFamily,
    { pageNum, pageSize, view },
    { key: ["mine", "fees"], placeholderData: keepPreviousData, enabled },
  );
}

/** Opens an order at the provider: answers where to pay. */
export function usePay() {
  return feesApi.useEndpointMutation(feesApiRoutes.feesPay, (key) => [key("mine")]);
}

/**
 * A fee after the server asked the provider: asked again every two seconds while its online
 * order is open and `poll` holds.
 */
export function usePaymentResult(dueId: number, poll: boolean) {
  return feesApi.useEndpointQuery(
    feesApiRoutes.feesPaymentResult,
    { due_id: dueId },
    {
      key: ["mine", "result"],
      refetchInterval: (query) => {
        const payment = query.state.data?.payment;
        const open = payment?.state === "open" && payment.method !== "slip";
        return poll && open ? RESULT_POLL_MS : false;
      },
    },
  );
}

/** Pays a fee by the bank's deposit slip, for the office to confirm. */
export function useUploadSlip() {
  const { request, key } = feesApi.useRequest();
  const queryClient = useQueryClient();
  return async (dueId: number, file: File, signal: AbortSignal) => {
    const fee = await request(feesApiRoutes.feesUploadSlip, { due_id: dueId, file }, { signal });
    void queryClient.invalidateQueries({ queryKey: key("mine") });
    return fee;
  };
}

/** The demo's sandbox cashier: the order to pay. */
export function useSandboxOrder(tradeNo: string) {
  return feesApi.useEndpointQuery(
    paymentApiRoutes.paymentSandboxOrder,
    { trade_no: tradeNo },
    { key: ["sandbox"] },
  );
}

/** The demo's sandbox cashier: pay, cancel or fail. */
export function useSandboxAct() {
  return feesApi.useEndpointMutation(paymentApiRoutes.paymentSandboxAct, (key) => [
    key("sandbox"),
    key("mine"),
  ]);
}

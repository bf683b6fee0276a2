import { registrationApiRoutes as routes, type FeeKind } from "@campus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { registrationApi } from "./registration-api";

/*
 * The calls of an application's next steps (its fee, the sandbox's cashier), apart from
 * registration-api.ts so the login page does not carry them.
 */

/** Opens an order for the fee; the screen then goes where `pay_url` says. */
export function usePay() {
  return registrationApi.useEndpointMutation(routes.registrationPay, (key) => [
    key("application"),
    key("applications"),
  ]);
}

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

/** Pays a fee by deposit slip: the bank's slip for the office to confirm. */
export function useUploadSlip() {
  const { request, key } = registrationApi.useRequest();
  const queryClient = useQueryClient();
  return async (applicationId: number, fee: FeeKind, file: File, signal: AbortSignal) => {
    const application = await request(
      routes.registrationUploadSlip,
      { application_id: applicationId, file, ...(fee === "registration" ? { fee } : {}) },
      { signal },
    );
    void queryClient.invalidateQueries({ queryKey: key("application") });
    void queryClient.invalidateQueries({ queryKey: key("applications") });
    return application;
  };
}

/** The demo's sandbox cashier: the order to pay. */
export function useSandboxOrder(tradeNo: string) {
  return registrationApi.useEndpointQuery(
    routes.registrationSandboxOrder,
    { trade_no: tradeNo },
    { key: ["sandbox"] },
  );
}

/** The demo's sandbox cashier: pay, cancel or fail (the screen then returns to the result page). */
export function useSandboxAct() {
  return registrationApi.useEndpointMutation(routes.registrationSandboxAct, (key) => [
    key("sandbox"),
    key("application"),
  ]);
}

// ── Interviews ────────────────────────────────────────────────────────────────────────────

/** The sessions an application may book now, and the booking window. */
export function useInterviewSessions(id: number, { enabled }: { enabled: boolean }) {
  return registrationApi.useEndpointQuery(
    routes.registrationInterviewSessions,
    { id },
    { key: ["application", "sessions"], enabled },
  );
}

/** Books (or moves) the interview; the application and its sessions are asked again. */
export function useBookInterview() {
  return registrationApi.useEndpointMutation(
    routes.registrationBookInterview,
    (key) => [key("application"), key("applications")],
    { silent: true },
  );
}

/** None of the times suits: the school is asked to arrange one. */
export function useAskInterviewTime() {
  return registrationApi.useEndpointMutation(routes.registrationAskInterviewTime, (key) => [
    key("application"),
    key("applications"),
  ]);
}

import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * The demo's sandbox cashier (decision 0050), the platform's for every feature that takes money:
 * anyone holding an order's trade number reads and acts on it, as at a provider's cashier page.
 * Not found outside demo mode.
 */

const anyone = { kind: "public" } as const;

export const paymentRoutes = /* @__PURE__ */ defineRoutes({
  paymentSandboxOrder: {
    method: "POST",
    path: "/api/payments/sandbox/order",
    access: anyone,
    encoding: "json",
  },
  paymentSandboxAct: {
    method: "POST",
    path: "/api/payments/sandbox/act",
    access: anyone,
    encoding: "json",
  },
});

/** The cashier's calls, typed by their endpoints: what a feature's cashier page calls. */
export const paymentApiRoutes = paymentRoutes as unknown as Pick<
  Routes,
  keyof typeof paymentRoutes
>;

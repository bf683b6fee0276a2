import { ResultCode, type PaymentClosing, type PaymentMethod } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import type { PaymentProvider } from "./payment-provider";
import { sandboxPayments, type SandboxProvider } from "./sandbox-payments";

/*
 * The deployment's one payment provider, shared by every feature that takes money (decision
 * 0050): the one plugged in (`AppDeps.payments`), else the demo's sandbox, else none (fees are
 * then paid by deposit slip alone). Each feature asks for it when it registers its routes; the
 * same app gets the same provider, so the sandbox's orders and late notifications are one book.
 */
export interface Payments {
  provider: PaymentProvider | null;
  /** The demo's sandbox (its cashier's endpoints answer 404 without it). */
  sandbox: SandboxProvider | null;
}

/** The demo's key for the sandbox's signatures, unless PAYMENT_SANDBOX_KEY sets another. */
const SANDBOX_DEMO_KEY = "campus-demo-sandbox";

const byApp = new WeakMap<Hono, Payments>();

export function paymentsOf(app: Hono, deps: AppDeps): Payments {
  const known = byApp.get(app);
  if (known) return known;
  const sandbox = deps.payments || !deps.demo ? null : demoSandbox(app, deps);
  const payments = { provider: deps.payments ?? sandbox, sandbox };
  byApp.set(app, payments);
  return payments;
}

/**
 * The demo's sandbox provider, notifying this very app: its notification goes through the
 * order's notify endpoint as a provider's would (signature checked), without leaving the process.
 */
function demoSandbox(app: Hono, deps: AppDeps): SandboxProvider {
  return sandboxPayments({
    db: deps.db,
    key: deps.env?.PAYMENT_SANDBOX_KEY || SANDBOX_DEMO_KEY,
    later: deps.later,
    log: deps.log,
    async deliver(notice, notifyPath) {
      const answer = await app.request(notifyPath, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(notice),
      });
      const { code, msg } = (await answer.json()) as { code: number; msg: string };
      if (code !== ResultCode.ok) throw new Error(`notify answered ${code}: ${msg}`);
    },
  });
}

/** What the provider says of an open online order, as a feature records it. */
export type ProviderWord =
  | { paid: { providerTradeNo: string; paidAt: Date } }
  | { closed: Exclude<PaymentClosing, "replaced"> }
  | null;

/**
 * Asks the provider how an open online order stands: paid (for the order's own amount), closed
 * unpaid and why, or nothing yet (still waiting, a slip, no provider). The feature settles or
 * closes its own order by it.
 */
export async function providerWord(
  provider: PaymentProvider | null,
  order: { method: PaymentMethod; tradeNo: string; amount: number },
  now: Date,
): Promise<ProviderWord> {
  if (order.method === "slip" || !provider) return null;
  const answer = await provider.query(order.tradeNo, now);
  if (answer.state === "paid") return answer.amount === order.amount ? { paid: answer } : null;
  if (answer.state === "pending") return null;
  return { closed: answer.state === "closed" ? "expired" : answer.state };
}

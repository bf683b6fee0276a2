import { endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { notFound } from "../http/api-problem";
import { anyone, routes } from "../http/route";
import { paymentsOf } from "../services/payments";

/**
 * The demo sandbox's cashier (decision 0050), for every feature's orders: anyone holding the
 * trade number, as at a provider's page; not found outside demo mode.
 */
export function registerPaymentRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);
  const { sandbox } = paymentsOf(app, deps);

  route(endpoints.paymentSandboxOrder)
    .as(anyone)
    .handle((ctx) => {
      if (!sandbox) throw notFound();
      return sandbox.order(ctx.body.trade_no, ctx.now);
    });

  route(endpoints.paymentSandboxAct)
    .as(anyone)
    .handle(async (ctx) => {
      if (!sandbox) throw notFound();
      const { returnPath } = await sandbox.act(
        { tradeNo: ctx.body.trade_no, outcome: ctx.body.outcome, notify: ctx.body.notify ?? "now" },
        ctx.now,
      );
      return { return_path: returnPath };
    });
}

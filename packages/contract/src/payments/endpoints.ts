import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { paymentRoutes } from "./routes";
import { sandboxActRequestSchema, sandboxOrderRequestSchema, sandboxOrderSchema } from "./schemas";

const tag = "payments";

export const paymentSandboxOrder = defineEndpoint(paymentRoutes.paymentSandboxOrder, {
  body: sandboxOrderRequestSchema,
  response: sandboxOrderSchema,
  tag,
  summary:
    "Demo mode's sandbox cashier: the order to pay (merchant, amount, state), whichever feature opened it. Not found without the sandbox provider.",
});

export const paymentSandboxAct = defineEndpoint(paymentRoutes.paymentSandboxAct, {
  body: sandboxActRequestSchema,
  response: z.object({ return_path: z.string() }),
  tag,
  summary:
    "Demo mode's sandbox cashier: the tester's payer pays, cancels or fails; the provider then notifies the order's feature now, late, twice or never.",
});

export const paymentEndpoints = { paymentSandboxOrder, paymentSandboxAct } as const;

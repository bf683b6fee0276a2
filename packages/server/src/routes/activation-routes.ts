import { endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { anyone, routes } from "../http/route";
import { checkActivation, finishActivation } from "../services/student-activation";

/** A student's account, activated with the code on their letter (services/student-activation.ts). */
export function registerActivationRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);

  route(endpoints.activationCheck)
    .as(anyone)
    .handle((ctx) => checkActivation(ctx, { code: ctx.body.code, address: ctx.address }));

  route(endpoints.activationFinish)
    .as(anyone)
    .handle((ctx) => finishActivation(ctx, { ...ctx.body, address: ctx.address }));
}

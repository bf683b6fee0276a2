import { endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { anyone, routes } from "../http/route";
import {
  createSchoolFromLink,
  finishSetup,
  sendSetupCode,
  setupLinkOf,
} from "../services/school-setup";
import { logSender } from "../services/sms";

/** A school's first office account, from its one-time set-up link (services/school-setup.ts). */
export function registerSetupRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);
  // The deployment's SMS provider; without one, the server's log (as for every code).
  const sms = deps.sms ?? logSender(deps.log);

  route(endpoints.setupLink)
    .as(anyone)
    .handle((ctx) => setupLinkOf(ctx, ctx.body.token));

  route(endpoints.setupSchool)
    .as(anyone)
    .handle((ctx) => createSchoolFromLink(ctx, ctx.body));

  route(endpoints.setupSendCode)
    .as(anyone)
    .handle((ctx) => sendSetupCode(ctx, { token: ctx.body.token, address: ctx.address, sms }));

  route(endpoints.setupFinish)
    .as(anyone)
    .handle((ctx) => finishSetup(ctx, ctx.body));
}

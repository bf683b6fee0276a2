import { endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { notFound } from "../http/api-problem";
import { anyone, routes } from "../http/route";
import { logSender } from "../services/sms";
import { outboxOf, outboxSender } from "./services/outbox";
import { registrationSchool } from "./services/school";
import { codeSignIn, sendCode } from "./services/verification";

/** Registration's endpoints of the contract. */
export function registerRegistrationRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);
  // The demo keeps texts in its outbox; otherwise the deployment's provider (the log by default).
  const sms = deps.sms ?? (deps.demo ? outboxSender(deps.db) : logSender(deps.log));

  route(endpoints.registrationSendCode)
    .as(anyone)
    .handle((ctx) => sendCode(ctx, { ...ctx.body, address: ctx.address, sms }));

  route(endpoints.registrationLogin)
    .as(anyone)
    .handle((ctx) => codeSignIn(ctx, ctx.body));

  route(endpoints.registrationSchool)
    .as(anyone)
    .handle((ctx) => registrationSchool(ctx, ctx.body));

  route(endpoints.registrationDemoOutbox)
    .as(anyone)
    .handle(async (ctx) => {
      if (!deps.demo) throw notFound();
      return outboxOf(ctx.db, { countryCode: ctx.body.country_code, phone: ctx.body.phone });
    });
}

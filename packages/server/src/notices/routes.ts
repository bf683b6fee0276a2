import { endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { routes, schoolMember, signedIn } from "../http/route";
import {
  familyNotices,
  officeNotices,
  openNotice,
  publishNotice,
  saveNotice,
} from "./services/notices";
import { setSigningPin, signingPinState } from "./services/signing-pin";

/** Notices' endpoints of the contract (decision 0044): families read, the office writes. */
export function registerNoticesRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);

  route(endpoints.notices)
    .as(signedIn)
    .handle((ctx, auth) => familyNotices(ctx, { auth, ...ctx.body }));

  route(endpoints.noticeDetail)
    .as(signedIn)
    .handle((ctx, auth) => openNotice(ctx, { auth, ...ctx.body }));

  route(endpoints.noticeSigningPin)
    .as(signedIn)
    .handle((ctx, auth) => signingPinState(ctx, auth));

  route(endpoints.noticeSetSigningPin)
    .as(signedIn)
    .handle((ctx, auth) => setSigningPin(ctx, auth, ctx.body, ctx.address));

  route(endpoints.noticesOffice)
    .as(schoolMember)
    .handle((ctx, me) => officeNotices(ctx, { me, ...ctx.body }));

  route(endpoints.noticeSave)
    .as(schoolMember)
    .handle((ctx, me) => saveNotice(ctx, { me, input: ctx.body }));

  route(endpoints.noticePublish)
    .as(schoolMember)
    .handle((ctx, me) => publishNotice(ctx, { me, id: ctx.body.id }));
}

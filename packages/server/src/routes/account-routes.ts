import { downloads as contractDownloads, endpoints, ZIP } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { anyone, routes, signedIn } from "../http/route";
import { downloads } from "../http/download";
import { myData } from "../services/my-data";
import { childrenOf, menuOf, schoolByCode, setUserLang, userInfoOf } from "../services/accounts";
import { passwordState, setOwnPassword } from "../services/own-password";
import { revokeSession } from "../services/sessions";
import { sendSignInCode, signIn, signInByCode, switchChild } from "../services/sign-in";
import { logSender } from "../services/sms";
import { invalidField } from "../http/api-problem";
import {
  deviceNotifies,
  isPushService,
  subscribeDevice,
  unsubscribeDevice,
  vapidKeys,
} from "../services/push";

/** Sign-in, the session and the account (the portal's and the school site's paths alike). */
export function registerAccountRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);

  for (const endpoint of [endpoints.login, endpoints.schoolLogin])
    route(endpoint)
      .as(anyone)
      .handle((ctx) => signIn(ctx, { ...ctx.body, address: ctx.address }));

  const sms = deps.sms ?? logSender(deps.log);
  route(endpoints.loginSendCode)
    .as(anyone)
    .handle((ctx) => sendSignInCode(ctx, { to: ctx.body, address: ctx.address, sms }));
  route(endpoints.loginByCode)
    .as(anyone)
    .handle((ctx) => signInByCode(ctx, ctx.body));

  for (const endpoint of [endpoints.logout, endpoints.schoolLogout])
    route(endpoint)
      .as(signedIn)
      .handle(async (ctx, me) => {
        await revokeSession(ctx.db, me.session.id, ctx.now);
        return null;
      });

  for (const endpoint of [endpoints.setChild, endpoints.schoolSetChild])
    route(endpoint)
      .as(signedIn)
      .handle((ctx, me) => switchChild(ctx, { auth: me, childId: ctx.query.id }));

  route(endpoints.userInfo)
    .as(signedIn)
    .handle((ctx, me) => userInfoOf(ctx.db, me));

  route(endpoints.menu)
    .as(signedIn)
    .handle(async (ctx, me) => ({
      menu_list: await menuOf(ctx.db, me.user.schoolId, me.user.roles),
    }));

  route(endpoints.changeLang)
    .as(signedIn)
    .handle(async (ctx, me) => {
      await setUserLang(ctx.db, me.user.id, ctx.query.lang);
      return { lang: ctx.query.lang };
    });

  route(endpoints.accountPassword)
    .as(signedIn)
    .handle((ctx, me) => passwordState(me, ctx.now));
  route(endpoints.accountSetPassword)
    .as(signedIn)
    .handle((ctx, me) => setOwnPassword(ctx, me, ctx.body, ctx.address));

  // Web push (decision 0049): the key to subscribe with; a device kept or let go.
  route(endpoints.pushKey)
    .as(signedIn)
    .handle(async (ctx) => ({ public_key: (await vapidKeys(ctx.db, deps.env)).publicKey }));
  route(endpoints.pushSubscribe)
    .as(signedIn)
    .handle(async (ctx, me) => {
      // Only a browser's push service: the server never posts to an address a caller made up.
      if (!isPushService(ctx.body.endpoint, deps.pushServices))
        throw invalidField(ctx.locale, "endpoint", "validation.invalid");
      await subscribeDevice(
        ctx.db,
        { userId: me.user.id, sessionId: me.session.id },
        ctx.body,
        ctx.now,
      );
      return { subscribed: true };
    });
  route(endpoints.pushDevice)
    .as(signedIn)
    .handle(async (ctx, me) => ({
      subscribed: await deviceNotifies(ctx.db, me.user.id, ctx.body.endpoint),
    }));
  route(endpoints.pushUnsubscribe)
    .as(signedIn)
    .handle(async (ctx, me) => {
      await unsubscribeDevice(ctx.db, me.user.id, ctx.body.endpoint);
      return { subscribed: false };
    });

  route(endpoints.schoolInfo)
    .as(anyone)
    .handle((ctx) => schoolByCode(ctx.db, ctx.query.schoolCode));

  route(endpoints.schoolGetChilds)
    .as(signedIn)
    .handle((ctx, me) => childrenOf(ctx.db, me.user));

  // A data access request: everything the school holds about the person (and their children).
  downloads(
    app,
    deps,
  )(contractDownloads.accountMyData)
    .as(signedIn)
    .handle(async (ctx, me) => ({
      name: `campus-my-data-${ctx.now.toISOString().slice(0, 10)}.zip`,
      type: ZIP,
      bytes: await myData(ctx.db, ctx.files, {
        userId: me.user.id,
        locale: ctx.locale,
        now: ctx.now,
      }),
    }));
}

import { endpoints, ResultCode, type Endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { ApiProblem, loginRequired, notFound } from "../http/api-problem";
import { register, type Handler, type HandlerContext } from "../http/register";
import { childrenOf, findAccount, menuOf, setUserLang, userInfoOf } from "../services/accounts";
import { decoyHash, verifyPassword } from "../services/passwords";
import { createSession, revokeSession, setSessionChild, type Auth } from "../services/sessions";
import {
  assertNotLocked,
  clearFailures,
  recordSignInFailure,
  throttleKeys,
} from "../services/throttle";

function signedIn(ctx: { auth: Auth | null }): Auth {
  if (!ctx.auth) throw loginRequired();
  return ctx.auth;
}

const signIn: Handler<Endpoints["login"]> = async ({ body, deps, address }) => {
  const { db } = deps;
  const now = deps.now();
  const countryCode = body.type === "parent" ? (body.countryCode ?? "") : "";
  const keys = throttleKeys(`${body.type}:${countryCode}:${body.username.toLowerCase()}`, address);
  // The account's own key never locks: only this address's tries at it, and this address.
  await assertNotLocked(db, [keys.pair, keys.address], now);

  const user = await findAccount(db, body.type, body.username, countryCode);
  const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !passwordOk) {
    await recordSignInFailure(db, keys, now);
    throw new ApiProblem(ResultCode.badRequest, "api.error.badCredentials");
  }
  await clearFailures(db, keys.pair);
  if (body.lang && body.lang !== user.lang) {
    await setUserLang(db, user.id, body.lang);
    user.lang = body.lang;
  }
  const children = await childrenOf(db, user);
  const { token, session } = await createSession(db, user.id, children[0]?.id ?? null, now);
  return {
    token,
    expires_at: session.expiresAt.toISOString(),
    user: await userInfoOf(db, { user, session }),
  };
};

const signOut: Handler<Endpoints["logout"]> = async (ctx) => {
  await revokeSession(ctx.deps.db, signedIn(ctx).session.id, ctx.deps.now());
  return null;
};

/** Only the caller's own children (a student: only themself); others read as not found. */
const switchChild: Handler<Endpoints["setChild"]> = async (ctx) => {
  const auth = signedIn(ctx);
  const children = await childrenOf(ctx.deps.db, auth.user);
  if (!children.some((child) => child.id === ctx.query.id))
    throw notFound("api.error.childNotFound");
  await setSessionChild(ctx.deps.db, auth.session.id, ctx.query.id);
  return userInfoOf(ctx.deps.db, {
    ...auth,
    session: { ...auth.session, currentChildId: ctx.query.id },
  });
};

function currentUserInfo(ctx: HandlerContext<Endpoints["userInfo"]>) {
  return userInfoOf(ctx.deps.db, signedIn(ctx));
}

export function registerAccountRoutes(app: Hono, deps: AppDeps) {
  register(app, deps, endpoints.userInfo, currentUserInfo);
  register(app, deps, endpoints.login, signIn);
  register(app, deps, endpoints.schoolLogin, signIn);
  register(app, deps, endpoints.logout, signOut);
  register(app, deps, endpoints.schoolLogout, signOut);
  register(app, deps, endpoints.setChild, switchChild);
  register(app, deps, endpoints.schoolSetChild, switchChild);

  register(app, deps, endpoints.menu, async (ctx) => ({
    menu_list: await menuOf(ctx.deps.db, signedIn(ctx).user.roles),
  }));

  register(app, deps, endpoints.changeLang, async (ctx) => {
    await setUserLang(ctx.deps.db, signedIn(ctx).user.id, ctx.query.lang);
    return { lang: ctx.query.lang };
  });

  register(app, deps, endpoints.schoolGetChilds, async (ctx) =>
    childrenOf(ctx.deps.db, signedIn(ctx).user),
  );
}

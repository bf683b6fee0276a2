import type { Action, Endpoint, EndpointResult } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import type { ServiceContext } from "../services/context";
import type { Auth } from "../services/sessions";
import { mayDo } from "../services/accounts";
import { forbidden, loginRequired } from "./api-problem";
import { register, type HandlerContext } from "./register";

/** A request as a route handler sees it: the service context plus the parsed input. */
export type RouteContext<E extends Endpoint> = ServiceContext & HandlerContext<E>;

/**
 * Who may call a route, written once and named: it checks the caller (throwing an ApiProblem
 * when they may not) and returns what the handler gets as `me`. `Body` is what it reads from
 * the input — a caller that needs `schoolId` only fits endpoints whose body has one.
 */
export type Caller<Me, Body = unknown> = (
  ctx: ServiceContext & Omit<HandlerContext<Endpoint>, "body" | "query"> & { body: Body },
) => Promise<Me> | Me;

/** Public: `me` is the session's user when a token was sent, else null. */
export const anyone: Caller<Auth | null> = (ctx) => ctx.auth;

/**
 * Signed in (register() already refuses "user" endpoints without a live session; this makes
 * `me` non-null for the handler).
 */
export const signedIn: Caller<Auth> = (ctx) => {
  if (!ctx.auth) throw loginRequired();
  return ctx.auth;
};

/** One of a school's people calling: the school every query of theirs is held to. */
export interface SchoolMember {
  userId: number;
  schoolId: number;
  roles: string[];
}

/** Signed in as one of a school's people (a registration guardian has no school yet). */
export const schoolMember: Caller<SchoolMember> = (ctx) => {
  if (!ctx.auth) throw loginRequired();
  const { user } = ctx.auth;
  if (user.schoolId === null) throw forbidden();
  return { userId: user.id, schoolId: user.schoolId, roles: user.roles };
};

/**
 * A school member whose roles allow `action` on the page `page` (a menu code; spec §6's action
 * keys): the server enforces what the screens hide. `action` may depend on the body (saving
 * with an id edits, without adds), or be any of several (a file attached while adding or
 * editing). Every feature's permission check is this one.
 */
export const allowedMember =
  (
    page: string,
    action: Action | readonly Action[] | ((body: Record<string, unknown>) => Action),
  ): Caller<SchoolMember> =>
  async (ctx) => {
    const me = await schoolMember(ctx);
    const keys =
      typeof action === "function" ? action(ctx.body as Record<string, unknown>) : action;
    if (!(await mayDo(ctx.db, me, page, keys))) throw forbidden();
    return me;
  };

type Result<E extends Endpoint> = EndpointResult<E> | Promise<EndpointResult<E>>;

/**
 * The one way to serve an endpoint:
 *
 *   const route = routes(app, deps);
 *   route(endpoints.libraryLoans)
 *     .as(reader)
 *     .handle((ctx, me) => readerLoans(ctx, { reader: me, ...ctx.body }));
 *
 * `register()` has already resolved the session, enforced the contract's access and roles and
 * parsed the input; `as` runs the caller check; the handler calls services (no queries here).
 */
export function routes(app: Hono, deps: AppDeps) {
  return <E extends Endpoint>(endpoint: E) => ({
    as: <Me>(caller: Caller<Me, HandlerContext<E>["body"]>) => ({
      handle(handler: (ctx: RouteContext<E>, me: Me) => Result<E>): void {
        register(app, deps, endpoint, async (input) => {
          const ctx: RouteContext<E> = {
            ...input,
            db: deps.db,
            now: deps.now(),
            log: deps.log,
            files: deps.files,
          };
          return handler(ctx, await caller(ctx));
        });
      },
    }),
  });
}

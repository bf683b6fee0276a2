import type { Action } from "@campus/contract";
import { forbidden, loginRequired } from "../http/api-problem";
import type { Caller } from "../http/route";
import { permissionsOf } from "../services/accounts";

/** One of a school's office calling its console. */
export interface OfficeCaller {
  userId: number;
  schoolId: number;
}

/** The console's pages whose action keys the server checks (menu codes, spec §6). */
export const OFFICE_PAGES = {
  roster: "office.roster",
} as const;

/**
 * Signed in as one of a school's people whose roles allow `action` on the console's page `page`
 * (the server enforces what the menu hides).
 */
export const officeCaller =
  (page: string, action: Action): Caller<OfficeCaller> =>
  async (ctx) => {
    if (!ctx.auth) throw loginRequired();
    const { user } = ctx.auth;
    if (user.schoolId === null) throw forbidden();
    if (!((await permissionsOf(ctx.db, user.roles))[page]?.includes(action) ?? false))
      throw forbidden();
    return { userId: user.id, schoolId: user.schoolId };
  };

import type { Action } from "@campus/contract";
import { forbidden, loginRequired } from "../http/api-problem";
import type { Caller } from "../http/route";
import { permissionsOf } from "../services/accounts";

/** Someone of a school calling an ECA endpoint. */
export interface EcaCaller {
  userId: number;
  schoolId: number;
  roles: string[];
}

/** The ECA pages whose action keys the server checks (menu codes, spec §6). */
export const ECA_PAGES = {
  studentDetail: "eca.studentDetail",
  events: "eca.events",
  approval: "eca.approval",
  import: "eca.import",
  settings: "eca.settings",
  recognition: "eca.recognition",
  dashboard: "eca.dashboard",
} as const;

/** Signed in as one of a school's people (a registration guardian has no school). */
export const schoolMember: Caller<EcaCaller> = async (ctx) => {
  if (!ctx.auth) throw loginRequired();
  const { user } = ctx.auth;
  if (user.schoolId === null) throw forbidden();
  return { userId: user.id, schoolId: user.schoolId, roles: user.roles };
};

/**
 * A school member whose roles allow `action` on the ECA page `page` (the server enforces what
 * the screens hide). `action` may depend on the body: saving with an id edits, without adds.
 */
export const ecaCaller =
  (page: string, action: Action | ((body: Record<string, unknown>) => Action)): Caller<EcaCaller> =>
  async (ctx) => {
    const me = await schoolMember(ctx);
    const key = typeof action === "function" ? action(ctx.body as Record<string, unknown>) : action;
    if (!((await permissionsOf(ctx.db, me.roles))[page]?.includes(key) ?? false)) throw forbidden();
    return me;
  };

/** "add" for a new record, "edit" for one named by its id. */
export const addOrEdit = (body: Record<string, unknown>): Action =>
  body.id === undefined || body.id === null ? "add" : "edit";

import { notFound } from "../http/api-problem";
import { allowedMember, type Caller, type SchoolMember } from "../http/route";
import { actingUser } from "../services/accounts";
import { keptClass as keptOne, keptClasses } from "../services/kept-classes";
import type { Auth, UserRow } from "../services/sessions";
import { FAMILY_PAGE, LEAVE_PAGE, REGISTER_PAGE, REPORT_PAGE } from "./reference";

/** A family member allowed `action` on the family page, and the child they act for. */
export interface Family {
  auth: Auth;
  schoolId: number;
  child: UserRow;
}

/**
 * A family member (a parent for the current child, a student for themself) whose roles allow
 * `action` on the family page. A parent without a child at the school: not found.
 */
export const family =
  (action: "query" | "get" | "add" | "edit"): Caller<Family> =>
  async (ctx) => {
    const me = await allowedMember(FAMILY_PAGE, action)(ctx);
    const child = await actingUser(ctx.db, ctx.auth!);
    if (!child || child.schoolId !== me.schoolId || !child.roles.includes("student"))
      throw notFound("api.error.childNotFound");
    return { auth: ctx.auth!, schoolId: me.schoolId, child };
  };

/** A class teacher or the office, allowed `action` on a page, and the classes they keep. */
export interface Keeper extends SchoolMember {
  /** The office's: every class of the school; a class teacher's: their own. */
  classes: string[];
}

const keeperOn =
  (page: string) =>
  (action: "query" | "add" | "edit" | "export"): Caller<Keeper> =>
  async (ctx) => {
    const me = await allowedMember(page, action)(ctx);
    return { ...me, classes: await keptClasses(ctx.db, me) };
  };

/** Who takes a class's register. */
export const registerKeeper = keeperOn(REGISTER_PAGE);
/** Who answers a class's leave applications. */
export const leaveKeeper = keeperOn(LEAVE_PAGE);
/** Who reads a class's attendance over a period. */
export const reportKeeper = keeperOn(REPORT_PAGE);

/** The kept class of that name (however it is typed), or not found. */
export function keptClass(keeper: Keeper, name: string): string {
  return keptOne(keeper.classes, name, "attendance.error.notYourClass");
}

import { notFound } from "../http/api-problem";
import { allowedMember, type Caller, type SchoolMember } from "../http/route";
import { actingUser } from "../services/accounts";
import { keptClasses } from "../services/kept-classes";
import type { UserRow } from "../services/sessions";
import { FAMILY_PAGE, OFFICE_PAGE } from "./reference";

/** A parent allowed `action` on the family page, and the child they act for. */
export interface Payer extends SchoolMember {
  child: UserRow;
}

/**
 * A parent whose roles allow `action` on the family page, for the current child. A parent
 * without a child at the school: not found.
 */
export const payer =
  (action: "query" | "add"): Caller<Payer> =>
  async (ctx) => {
    const me = await allowedMember(FAMILY_PAGE, action)(ctx);
    const child = await actingUser(ctx.db, ctx.auth!);
    if (!child || child.schoolId !== me.schoolId || !child.roles.includes("student"))
      throw notFound("api.error.childNotFound");
    return { ...me, child };
  };

/** The office, allowed `action` on the fee items' page. */
export const bursar = (action: "query" | "add" | "edit" | "export"): Caller<SchoolMember> =>
  allowedMember(OFFICE_PAGE, action);

/** Who follows fees: the office every child's, a class teacher their classes' only. */
export interface Follower extends SchoolMember {
  /** The classes followed; null for the office (every child, those with no class too). */
  classes: string[] | null;
}

/** The office or a class teacher, reading the fee items' page. */
export const follower: Caller<Follower> = async (ctx) => {
  const me = await allowedMember(OFFICE_PAGE, "query")(ctx);
  return { ...me, classes: me.roles.includes("staff") ? null : await keptClasses(ctx.db, me) };
};

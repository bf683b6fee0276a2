import { ResultCode, type Action } from "@campus/contract";
import { ApiProblem } from "../http/api-problem";
import { allowedMember, type Caller, type SchoolMember } from "../http/route";
import { optionalReader, requireReader, type Reader } from "./services/reader";

/** Library calls name their school in the body (the client adds it to every call). */
type InSchool = { schoolId: number };

/** Signed in, acting for a reader of the body's school (a parent: the current child). */
export const reader: Caller<Reader, InSchool> = (ctx) =>
  requireReader(ctx.db, ctx.auth, ctx.body.schoolId);

/** Public calls that say more to a reader of the school (favourite flag, `mine`): else null. */
export const anyoneOrReader: Caller<Reader | null, InSchool> = (ctx) =>
  optionalReader(ctx.db, ctx.auth, ctx.body.schoolId);

/** The librarian's desk page (借還處理): its action keys are the office's to grant (spec §6). */
export const DESK_PAGE = "library.desk";

/**
 * The librarian's desk: the contract names the staff role, so register() refuses everyone
 * else; the school in the body must be the librarian's own, and their roles must hold `action`
 * on the desk's page (listing: query; lending, taking back, deciding: edit).
 */
export const deskCaller = (action: Action) => libraryStaff(DESK_PAGE, action);

/** The librarian's catalogue (館藏編目, issue 38): its action keys are the office's to grant. */
export const CATALOGUE_PAGE = "library.catalogue";

/**
 * The librarian's catalogue: reading it (query), adding (add) or correcting (edit) books and
 * copies, enabling and disabling books; the same school rule as the desk's.
 */
export const catalogueCaller = (action: Parameters<typeof allowedMember>[1]) =>
  libraryStaff(CATALOGUE_PAGE, action);

/** The librarian's reading reports (借閱報表, issue 38 §5): read (query) and taken as Excel (export). */
export const REPORTS_PAGE = "library.reports";

export const reportsCaller = (action: Action) => libraryStaff(REPORTS_PAGE, action);

function libraryStaff(
  page: string,
  action: Parameters<typeof allowedMember>[1],
): Caller<SchoolMember, InSchool> {
  return async (ctx) => {
    if (ctx.auth?.user.schoolId !== ctx.body.schoolId)
      throw new ApiProblem(ResultCode.forbidden, "library.error.wrongSchool");
    return allowedMember(page, action)(ctx);
  };
}

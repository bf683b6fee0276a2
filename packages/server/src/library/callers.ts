import { ResultCode } from "@campus/contract";
import { ApiProblem } from "../http/api-problem";
import type { Caller } from "../http/route";
import { optionalReader, requireReader, type Reader } from "./services/reader";

/** Library calls name their school in the body (the client adds it to every call). */
type InSchool = { schoolId: number };

/** Signed in, acting for a reader of the body's school (a parent: the current child). */
export const reader: Caller<Reader, InSchool> = (ctx) =>
  requireReader(ctx.db, ctx.auth, ctx.body.schoolId);

/** Public calls that say more to a reader of the school (favourite flag, `mine`): else null. */
export const anyoneOrReader: Caller<Reader | null, InSchool> = (ctx) =>
  optionalReader(ctx.db, ctx.auth, ctx.body.schoolId);

/**
 * The librarian's desk: the contract names the staff role, so register() refuses everyone
 * else; the school in the body must be the librarian's own.
 */
export const staffOfSchool: Caller<{ schoolId: number }, InSchool> = (ctx) => {
  if (ctx.auth?.user.schoolId !== ctx.body.schoolId)
    throw new ApiProblem(ResultCode.forbidden, "library.error.wrongSchool");
  return { schoolId: ctx.body.schoolId };
};

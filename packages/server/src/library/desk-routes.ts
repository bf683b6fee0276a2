import { endpoints, ResultCode, type Endpoint } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { ApiProblem } from "../http/api-problem";
import { register, type Handler, type HandlerContext } from "../http/register";
import {
  checkout,
  decideLoss,
  deskLossReports,
  deskReservations,
  moveReservation,
  returnCopy,
} from "./services/desk";
import { plainText } from "../db/plain-text";

/**
 * The librarian's desk. The contract names the staff role, so register() refuses everyone
 * else before these run; the school in the body must be the librarian's own.
 */
export function registerLibraryDeskRoutes(app: Hono, deps: AppDeps) {
  const desk = <E extends Endpoint>(endpoint: E, handler: Handler<E>) =>
    register(app, deps, endpoint, (ctx: HandlerContext<E>) => {
      const { schoolId } = ctx.body as { schoolId: number };
      if (ctx.auth?.user.schoolId !== schoolId)
        throw new ApiProblem(ResultCode.forbidden, "library.error.wrongSchool");
      return handler(ctx);
    });

  desk(endpoints.deskReservations, ({ body }) =>
    deskReservations(deps.db, body.schoolId, body.status, body),
  );
  desk(endpoints.deskReservationStatus, ({ body }) =>
    moveReservation(deps.db, body.schoolId, body.id, body.status, deps.now()),
  );
  desk(endpoints.deskCheckout, ({ body }) =>
    checkout(deps.db, body.schoolId, plainText(body.bookNo), plainText(body.readerNo), deps.now()),
  );
  desk(endpoints.deskReturn, ({ body }) =>
    returnCopy(deps.db, body.schoolId, plainText(body.bookNo), deps.now()),
  );
  desk(endpoints.deskLossReports, ({ body }) =>
    deskLossReports(deps.db, body.schoolId, body, deps.now()),
  );
  desk(endpoints.deskDecideLoss, ({ body }) =>
    decideLoss(deps.db, body.schoolId, body.loanId, body.approve, deps.now()),
  );
}

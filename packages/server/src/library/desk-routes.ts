import { endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { plainText } from "../db/plain-text";
import { routes } from "../http/route";
import { staffOfSchool } from "./callers";
import {
  checkout,
  decideLoss,
  deskLossReports,
  deskReservations,
  moveReservation,
  returnCopy,
} from "./services/desk";

/** The librarian's desk: staff of the school in the body (see `staffOfSchool`). */
export function registerLibraryDeskRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);

  route(endpoints.deskReservations)
    .as(staffOfSchool)
    .handle((ctx) => deskReservations(ctx, { ...ctx.body, paging: ctx.body }));

  route(endpoints.deskReservationStatus)
    .as(staffOfSchool)
    .handle((ctx) => moveReservation(ctx, ctx.body));

  route(endpoints.deskCheckout)
    .as(staffOfSchool)
    .handle((ctx) =>
      checkout(ctx, {
        schoolId: ctx.body.schoolId,
        bookNo: plainText(ctx.body.bookNo),
        readerNo: plainText(ctx.body.readerNo),
      }),
    );

  route(endpoints.deskReturn)
    .as(staffOfSchool)
    .handle((ctx) =>
      returnCopy(ctx, { schoolId: ctx.body.schoolId, bookNo: plainText(ctx.body.bookNo) }),
    );

  route(endpoints.deskLossReports)
    .as(staffOfSchool)
    .handle((ctx) => deskLossReports(ctx, { ...ctx.body, paging: ctx.body }));

  route(endpoints.deskDecideLoss)
    .as(staffOfSchool)
    .handle((ctx) => decideLoss(ctx, ctx.body));
}

import { endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { plainText } from "../db/plain-text";
import { routes } from "../http/route";
import { deskCaller } from "./callers";
import {
  checkout,
  decideLoss,
  deskLossReports,
  deskReservations,
  moveReservation,
  returnCopy,
} from "./services/desk";

/** The librarian's desk: staff of the school in the body, by the desk page's action keys. */
export function registerLibraryDeskRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);

  route(endpoints.deskReservations)
    .as(deskCaller("query"))
    .handle((ctx) => deskReservations(ctx, { ...ctx.body, paging: ctx.body }));

  route(endpoints.deskReservationStatus)
    .as(deskCaller("edit"))
    .handle((ctx) => moveReservation(ctx, ctx.body));

  route(endpoints.deskCheckout)
    .as(deskCaller("edit"))
    .handle((ctx) =>
      checkout(ctx, {
        schoolId: ctx.body.schoolId,
        bookNo: plainText(ctx.body.bookNo),
        readerNo: plainText(ctx.body.readerNo),
      }),
    );

  route(endpoints.deskReturn)
    .as(deskCaller("edit"))
    .handle((ctx) =>
      returnCopy(ctx, { schoolId: ctx.body.schoolId, bookNo: plainText(ctx.body.bookNo) }),
    );

  route(endpoints.deskLossReports)
    .as(deskCaller("query"))
    .handle((ctx) => deskLossReports(ctx, { ...ctx.body, paging: ctx.body }));

  route(endpoints.deskDecideLoss)
    .as(deskCaller("edit"))
    .handle((ctx) => decideLoss(ctx, ctx.body));
}

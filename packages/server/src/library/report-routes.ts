import { downloads as contractDownloads, endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { allowedMember, routes } from "../http/route";
import { downloads } from "../http/download";
import { REPORTS_PAGE, reportsCaller } from "./callers";
import { messengerOf } from "../services/messenger";
import { remindOverdue } from "./services/overdue-reminders";
import {
  bookReading,
  classReading,
  overdueLoans,
  readerReading,
  reportsWorkbook,
} from "./services/reports";

/** The librarian's reading reports (issue 38 §5), on screen and as one workbook. */
export function registerLibraryReportRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);

  route(endpoints.libraryReportClasses)
    .as(reportsCaller("query"))
    .handle((ctx) => classReading(ctx, ctx.body));

  route(endpoints.libraryReportReaders)
    .as(reportsCaller("query"))
    .handle((ctx) => readerReading(ctx, { ...ctx.body, paging: ctx.body }));

  route(endpoints.libraryReportBooks)
    .as(reportsCaller("query"))
    .handle((ctx) => bookReading(ctx, { ...ctx.body, paging: ctx.body }));

  route(endpoints.libraryReportOverdue)
    .as(reportsCaller("query"))
    .handle((ctx) => overdueLoans(ctx, { ...ctx.body, paging: ctx.body }));

  // The families of overdue loans told, once a day a loan: the reports' `edit`.
  const messenger = messengerOf(deps);
  route(endpoints.libraryRemindOverdue)
    .as(reportsCaller("edit"))
    .handle((ctx, me) =>
      remindOverdue(ctx, messenger, {
        me,
        ...(ctx.body.class_name ? { className: ctx.body.class_name } : {}),
      }),
    );

  // The reports as Excel, for `from` and `to` in the address: the page's "export".
  downloads(
    app,
    deps,
  )(contractDownloads.libraryReportExport)
    .as(allowedMember(REPORTS_PAGE, "export"))
    .handle((ctx, me) => reportsWorkbook(ctx, { schoolId: me.schoolId, ...ctx.query }));
}

import { downloads as contractDownloads, endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { downloads } from "../http/download";
import { routes } from "../http/route";
import { messengerOf } from "../services/messenger";
import { family, leaveKeeper, registerKeeper, reportKeeper } from "./callers";
import { leaveAttachments } from "./services/attachments";
import {
  applyLeave,
  decideLeave,
  familyLeave,
  familyLeaves,
  leaveQueue,
  withdrawLeave,
} from "./services/leaves";
import { familyMonth } from "./services/month";
import { importGate } from "./services/gate";
import { registerOf, takeRegister } from "./services/register";
import { attendanceReport, reportWorkbook } from "./services/report";
import { tellDecision, tellFamilies } from "./services/tell";

/** Attendance's endpoints of the contract (decision 0047). */
export function registerAttendanceRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);
  const messenger = messengerOf(deps);

  route(endpoints.attendanceMonth)
    .as(family("query"))
    .handle((ctx, me) => familyMonth(ctx, { family: me, month: ctx.body.month }));

  route(endpoints.attendanceLeaves)
    .as(family("query"))
    .handle((ctx, me) => familyLeaves(ctx, { family: me, ...ctx.body }));

  route(endpoints.attendanceLeave)
    .as(family("get"))
    .handle((ctx, me) => familyLeave(ctx, { family: me, id: ctx.body.id }));

  route(endpoints.attendanceApplyLeave)
    .as(family("add"))
    .handle((ctx, me) => applyLeave(ctx, { family: me, input: ctx.body }));

  route(endpoints.attendanceWithdrawLeave)
    .as(family("edit"))
    .handle((ctx, me) => withdrawLeave(ctx, { family: me, id: ctx.body.id }));

  // A certificate: sent on its own first, then named by the application; downloaded by its key.
  route(endpoints.attendanceUploadAttachment)
    .as(family("add"))
    .handle((ctx, me) =>
      leaveAttachments.upload(ctx, {
        schoolId: me.schoolId,
        userId: me.auth.user.id,
        file: ctx.body.file,
      }),
    );
  leaveAttachments.serve(app, deps.db, deps.files);

  route(endpoints.attendanceRegister)
    .as(registerKeeper("query"))
    .handle((ctx, me) => registerOf(ctx, { keeper: me, ...renamed(ctx.body) }));

  route(endpoints.attendanceTakeRegister)
    .as(registerKeeper("edit"))
    .handle(async (ctx, me) => {
      const { register, toTell, className } = await takeRegister(ctx, {
        keeper: me,
        input: ctx.body,
      });
      const told = new Set(
        await tellFamilies(ctx, messenger, {
          schoolId: me.schoolId,
          className,
          day: register.day,
          toTell,
        }),
      );
      return {
        ...register,
        students: register.students.map((s) => (told.has(s.id) ? { ...s, told: true } : s)),
      };
    });

  route(endpoints.attendanceLeaveQueue)
    .as(leaveKeeper("query"))
    .handle((ctx, me) => leaveQueue(ctx, { keeper: me, ...ctx.body }));

  route(endpoints.attendanceDecideLeave)
    .as(leaveKeeper("edit"))
    .handle(async (ctx, me) => {
      const leave = await decideLeave(ctx, { keeper: me, ...ctx.body });
      await tellDecision(ctx, messenger, { schoolId: me.schoolId, leave });
      return leave;
    });

  route(endpoints.attendanceGateImport)
    .as(registerKeeper("add"))
    .handle(async (ctx, me) => {
      const { toTell, ...imported } = await importGate(ctx, {
        schoolId: me.schoolId,
        userId: me.userId,
        file: ctx.body.file,
        day: ctx.body.day,
        lateAfter: ctx.body.late_after,
      });
      for (const className of new Set(toTell.map((t) => t.className)))
        await tellFamilies(ctx, messenger, {
          schoolId: me.schoolId,
          className,
          day: imported.day,
          toTell: toTell.filter((t) => t.className === className),
        });
      return imported;
    });

  route(endpoints.attendanceReport)
    .as(reportKeeper("query"))
    .handle((ctx, me) => attendanceReport(ctx, { keeper: me, ...period(ctx.body) }));

  // The same as Excel, the period in the address: the report page's "export".
  downloads(
    app,
    deps,
  )(contractDownloads.attendanceReportExport)
    .as(reportKeeper("export"))
    .handle((ctx, me) => reportWorkbook(ctx, { keeper: me, ...period(ctx.query) }));
}

const renamed = (body: { class_name?: string; day?: string }) => ({
  className: body.class_name,
  day: body.day,
});

const period = (asked: { from: string; to: string; class_name?: string }) => ({
  from: asked.from,
  to: asked.to,
  ...(asked.class_name === undefined ? {} : { className: asked.class_name }),
});

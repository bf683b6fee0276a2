import { downloads as contractDownloads, endpoints } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { downloads } from "../http/download";
import { allowedMember, routes, signedIn, type Caller } from "../http/route";
import type { Auth } from "../services/sessions";
import {
  familyNotices,
  officeNotice,
  officeNotices,
  openNotice,
  publishNotice,
  saveNotice,
} from "./services/notices";
import { reopenReply, replyToNotice } from "./services/replies";
import { setSigningPin, signingPinState } from "./services/signing-pin";
import { noticeClasses, noticeRecipients, repliesWorkbook } from "./services/tracking";
import { scheduleNotice } from "./services/schedule";
import { remindNotice } from "./services/reminders";
import { noticeAttachments } from "./services/attachments";
import { messengerOf } from "../services/messenger";
import { NOTICES_OFFICE_PAGE, NOTICES_PAGE } from "./reference";

/** A family member the school's roles let do `action` on the notices page: their session. */
const family =
  (action: "query" | "get" | "edit"): Caller<Auth> =>
  async (ctx) => {
    await allowedMember(NOTICES_PAGE, action)(ctx);
    return signedIn(ctx);
  };

/** The office, allowed `action` on the notices' office page. */
type OfficeAction = "query" | "get" | "add" | "edit" | "enable";
const office = (action: OfficeAction | readonly OfficeAction[]) =>
  allowedMember(NOTICES_OFFICE_PAGE, action);

/** Notices' endpoints of the contract (decision 0044): families read, the office writes. */
export function registerNoticesRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);

  route(endpoints.notices)
    .as(family("query"))
    .handle((ctx, auth) => familyNotices(ctx, { auth, ...ctx.body }));

  route(endpoints.noticeDetail)
    .as(family("get"))
    .handle((ctx, auth) => openNotice(ctx, { auth, ...ctx.body }));

  route(endpoints.noticeSigningPin)
    .as(family("get"))
    .handle((ctx, auth) => signingPinState(ctx, auth));

  route(endpoints.noticeSetSigningPin)
    .as(family("edit"))
    .handle((ctx, auth) => setSigningPin(ctx, auth, ctx.body, ctx.address));

  route(endpoints.noticeReply)
    .as(family("edit"))
    .handle((ctx, auth) => replyToNotice(ctx, { auth, input: ctx.body, address: ctx.address }));

  // A notice's files: sent one by one, then named by the draft saved; downloaded by their key.
  route(endpoints.noticeUploadAttachment)
    .as(office(["add", "edit"]))
    .handle((ctx, me) => noticeAttachments.upload(ctx, { ...me, file: ctx.body.file }));
  noticeAttachments.serve(app, deps.db, deps.files);

  route(endpoints.noticesOffice)
    .as(office("query"))
    .handle((ctx, me) => officeNotices(ctx, { me, ...ctx.body }));

  route(endpoints.noticeOffice)
    .as(office("get"))
    .handle((ctx, me) => officeNotice(ctx, { me, id: ctx.body.id }));

  route(endpoints.noticeClasses)
    .as(office("get"))
    .handle((ctx, me) => noticeClasses(ctx, { me, id: ctx.body.id }));

  route(endpoints.noticeRecipients)
    .as(office("get"))
    .handle((ctx, me) => noticeRecipients(ctx, { me, ...ctx.body }));

  // The same children and counts as a workbook (decision 0041: a row of the contract).
  downloads(
    app,
    deps,
  )(contractDownloads.noticeRepliesExport)
    .as(office("get"))
    .handle((ctx, me) => repliesWorkbook(ctx, { me, id: ctx.params.id }));

  route(endpoints.noticeSave)
    .as(allowedMember(NOTICES_OFFICE_PAGE, (body) => (body.id === undefined ? "add" : "edit")))
    .handle((ctx, me) => saveNotice(ctx, { me, input: ctx.body }));

  route(endpoints.noticeReopen)
    .as(office("edit"))
    .handle((ctx, me) => reopenReply(ctx, { me, input: ctx.body }));

  // Messages go out as sending a notice does: the office's `enable`.
  const messenger = messengerOf(deps);
  route(endpoints.noticeRemind)
    .as(office("enable"))
    .handle((ctx, me) => remindNotice(ctx, messenger, { me, id: ctx.body.id }));

  route(endpoints.noticePublish)
    .as(office("enable"))
    .handle((ctx, me) => publishNotice(ctx, { me, id: ctx.body.id }));

  // Setting a time to send is sending, later: the same action.
  route(endpoints.noticeSchedule)
    .as(office("enable"))
    .handle((ctx, me) => scheduleNotice(ctx, { me, id: ctx.body.id, at: ctx.body.at }));
}

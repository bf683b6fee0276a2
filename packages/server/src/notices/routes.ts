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
import { INBOX_PAGE, MESSAGES_PAGE, NOTICES_OFFICE_PAGE, NOTICES_PAGE } from "./reference";
import { notFound } from "../http/api-problem";
import { actingUser } from "../services/accounts";
import {
  conversationsOf,
  familyConversation,
  guardiansOf,
  replyFromFamily,
  schoolConversation,
  sendFromSchool,
  tellOfMessage,
  writerOf,
  type Guardian,
  type Writer,
} from "./services/family-messages";

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

/** A parent allowed `action` on their messages page, and the child they act for. */
const guardian =
  (action: "query" | "add"): Caller<Guardian> =>
  async (ctx) => {
    const me = await allowedMember(MESSAGES_PAGE, action)(ctx);
    const child = await actingUser(ctx.db, ctx.auth!);
    if (!child || child.schoolId !== me.schoolId || !child.roles.includes("student"))
      throw notFound("api.error.childNotFound");
    return { userId: me.userId, schoolId: me.schoolId, child };
  };

/** A class teacher or the office allowed `action` on the families' messages, and their classes. */
const writer =
  (action: "query" | "add"): Caller<Writer> =>
  async (ctx) =>
    writerOf(ctx, await allowedMember(INBOX_PAGE, action)(ctx));

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

  // Short messages (decision 0048): a guardian and the class teacher (the office) about a child.
  route(endpoints.familyMessages)
    .as(guardian("query"))
    .handle((ctx, me) => familyConversation(ctx, { guardian: me, ...ctx.body }));

  route(endpoints.familyMessageReply)
    .as(guardian("add"))
    .handle(async (ctx, me) => {
      const { message, teachers } = await replyFromFamily(ctx, {
        guardian: me,
        body: ctx.body.body,
      });
      await tellOfMessage(ctx, messenger, {
        schoolId: me.schoolId,
        to: teachers,
        kind: "fromFamily",
        author: message.author,
        child: { name_zh: me.child.nameZh, name_en: me.child.nameEn },
        body: message.body,
        ref: `family_message:${message.id}`,
        link: `/notices/conversation?child=${me.child.id}`,
      });
      return message;
    });

  route(endpoints.conversations)
    .as(writer("query"))
    .handle((ctx, me) =>
      conversationsOf(ctx, {
        writer: me,
        filter: ctx.body.filter,
        className: ctx.body.class_name,
        pageNum: ctx.body.pageNum,
        pageSize: ctx.body.pageSize,
      }),
    );

  route(endpoints.conversation)
    .as(writer("query"))
    .handle((ctx, me) =>
      schoolConversation(ctx, {
        writer: me,
        childId: ctx.body.child_id,
        pageNum: ctx.body.pageNum,
        pageSize: ctx.body.pageSize,
      }),
    );

  route(endpoints.sendFamilyMessage)
    .as(writer("add"))
    .handle(async (ctx, me) => {
      const { body } = ctx.body;
      const sent = await sendFromSchool(ctx, { writer: me, to: ctx.body.to, body });
      const told = await tellOfMessage(ctx, messenger, {
        schoolId: me.schoolId,
        to: await guardiansOf(ctx.db, sent.children),
        kind: "fromSchool",
        author: sent.message.author,
        child: null,
        body,
        ref: `family_message:${sent.message.id}`,
        link: "/notices/messages",
      });
      return { families: sent.children.length, delivered: told.delivered };
    });
}

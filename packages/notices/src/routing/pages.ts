import type { FeaturePage } from "@campus/core";
import type { NoticesMessageId } from "../messages/message-ids";

/** The notices pages' menu codes: the server checks their action keys (decision 0044). */
export const FAMILY_ROUTE = "notices.home";
export const OFFICE_ROUTE = "notices.office";
/** A parent's messages with the school; the school's with families (decision 0048). */
export const MESSAGES_ROUTE = "notices.messages";
export const INBOX_ROUTE = "notices.inbox";

export const HOME = "/notices/home";
export const DETAIL = "/notices/detail";
export const OFFICE = "/notices/office";
export const EDIT = "/notices/edit";
export const SLIP = "/notices/slip";
export const REPLIES = "/notices/replies";
export const MESSAGES = "/notices/messages";
export const INBOX = "/notices/inbox";
export const CONVERSATION = "/notices/conversation";

/** One notice as read for one child. */
export const noticePath = (id: number, childId: number) => `${DETAIL}?id=${id}&child=${childId}`;
/** A notice in the office's editor (a draft) or its counts (a sent one); no id: a new draft. */
export const editPath = (id?: number) => (id === undefined ? EDIT : `${EDIT}?id=${id}`);
/** A draft's reply slip. */
export const slipPath = (id: number) => `${SLIP}?id=${id}`;
/** A sent notice's reads and replies, per class and child. */
export const repliesPath = (id: number) => `${REPLIES}?id=${id}`;

/** One child's family conversation, as the school reads it. */
export const conversationPath = (childId: number) => `${CONVERSATION}?child=${childId}`;

/** Every address of the feature, with its title, permission and screen (each its own chunk). */
export const NOTICES_PAGES: (FeaturePage & { title: NoticesMessageId })[] = [
  { path: "/notices", title: "notices.route.home", redirect: HOME },
  {
    path: HOME,
    title: "notices.route.home",
    routeCode: FAMILY_ROUTE,
    screen: () => import("../screens/family/family-notices-page").then((m) => m.FamilyNoticesPage),
  },
  {
    path: DETAIL,
    title: "notices.route.detail",
    routeCode: FAMILY_ROUTE,
    screen: () => import("../screens/notice/notice-page").then((m) => m.NoticePage),
  },
  {
    path: OFFICE,
    title: "notices.route.office",
    routeCode: OFFICE_ROUTE,
    screen: () => import("../screens/office/office-notices-page").then((m) => m.OfficeNoticesPage),
  },
  {
    path: EDIT,
    title: "notices.route.edit",
    routeCode: OFFICE_ROUTE,
    screen: () => import("../screens/editor/notice-editor-page").then((m) => m.NoticeEditorPage),
  },
  {
    path: SLIP,
    title: "notices.route.slip",
    routeCode: OFFICE_ROUTE,
    screen: () => import("../screens/slip/slip-editor-page").then((m) => m.SlipEditorPage),
  },
  {
    path: REPLIES,
    title: "notices.route.replies",
    routeCode: OFFICE_ROUTE,
    screen: () => import("../screens/replies/replies-page").then((m) => m.RepliesPage),
  },
  {
    path: MESSAGES,
    title: "notices.route.messages",
    routeCode: MESSAGES_ROUTE,
    screen: () =>
      import("../screens/conversations/family-messages-page").then((m) => m.FamilyMessagesPage),
  },
  {
    path: INBOX,
    title: "notices.route.inbox",
    routeCode: INBOX_ROUTE,
    screen: () => import("../screens/conversations/inbox-page").then((m) => m.InboxPage),
  },
  {
    path: CONVERSATION,
    title: "notices.route.conversation",
    routeCode: INBOX_ROUTE,
    screen: () =>
      import("../screens/conversations/conversation-page").then((m) => m.ConversationPage),
  },
];

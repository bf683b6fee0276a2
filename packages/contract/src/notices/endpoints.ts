import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { idField } from "../fields";
import { pageRequestSchema } from "../paging";
import { attachmentSchema, uploadRequestSchema } from "../schemas/uploads";
import { noticesRoutes } from "./routes";
import {
  childConversationSchema,
  conversationPageSchema,
  conversationRequestSchema,
  conversationsRequestSchema,
  familyMessagePageSchema,
  familyMessageReplySchema,
  familyMessageSchema,
  familyMessageSentSchema,
  sendFamilyMessageSchema,
  noticeClassCountsSchema,
  noticeDetailRequestSchema,
  noticeRecipientPageSchema,
  noticeRecipientsRequestSchema,
  noticeRemindedSchema,
  noticePageSchema,
  noticeSchema,
  noticesRequestSchema,
  officeNoticePageSchema,
  officeNoticeSchema,
  reopenReplySchema,
  replyNoticeSchema,
  saveNoticeSchema,
  setSigningPinSchema,
  signingPinStateSchema,
} from "./schemas";

const tag = "notices";

export const notices = defineEndpoint(noticesRoutes.notices, {
  body: noticesRequestSchema,
  response: noticePageSchema,
  tag,
  summary:
    "The notices sent for the caller's children (a student: their own), one row per notice and child: unread first, then the newest; `childId` for one child's.",
});

export const noticeDetail = defineEndpoint(noticesRoutes.noticeDetail, {
  body: noticeDetailRequestSchema,
  response: noticeSchema,
  tag,
  summary:
    "One notice for one of the caller's children; opening it records that the family has read it (the first time counts). Another family's notice, or a child it was not sent for: not found.",
});

export const noticeReply = defineEndpoint(noticesRoutes.noticeReply, {
  body: replyNoticeSchema,
  response: noticeSchema,
  tag,
  summary:
    "A parent replies on a notice's slip for one child, once (decision 0044): one answer per question (an option's index or a text), signed with the parent's PIN where the slip asks. Refused after the slip's last day, when the child has a reply already (409), with a wrong PIN (counted as a failed sign-in) or none set (409).",
});

export const noticesOffice = defineEndpoint(noticesRoutes.noticesOffice, {
  body: pageRequestSchema,
  response: officeNoticePageSchema,
  tag,
  summary:
    "The school's notices, drafts and sent, the last changed first, each with how many children it was sent for and for how many a family has read it.",
});

export const noticeOffice = defineEndpoint(noticesRoutes.noticeOffice, {
  body: z.object({ id: idField() }),
  response: officeNoticeSchema,
  tag,
  summary:
    "One of the school's notices, a draft to go on writing or a sent one with its counts. Another school's: not found.",
});

export const noticeClasses = defineEndpoint(noticesRoutes.noticeClasses, {
  body: z.object({ id: idField() }),
  response: noticeClassCountsSchema,
  tag,
  summary:
    "A sent notice's children per class (the class each was in when it was sent), with for how many a family has read it and replied; a draft has none. Another school's notice: not found.",
});

export const noticeRecipients = defineEndpoint(noticesRoutes.noticeRecipients, {
  body: noticeRecipientsRequestSchema,
  response: noticeRecipientPageSchema,
  tag,
  summary:
    "A page of a sent notice's children, by class and class number: all, or those no one of the family has opened it for (`unread`), or those without a reply (`unreplied`); one class's with `class_name`. Each with when it was first read, the current reply and how many were reopened.",
});

export const noticeSave = defineEndpoint(noticesRoutes.noticeSave, {
  body: saveNoticeSchema,
  response: officeNoticeSchema,
  tag,
  summary:
    "Writes a draft notice (no `id`) or changes one: title and body in Chinese, and in English where the school writes it, who it is for (the whole school, levels or classes) and its reply slip if any (questions, last day, signed or not). A sent notice is not rewritten (409).",
});

export const noticeUploadAttachment = defineEndpoint(noticesRoutes.noticeUploadAttachment, {
  body: uploadRequestSchema("document"),
  response: attachmentSchema,
  tag,
  summary:
    "Keeps a file (PDF or image, checked by its content, at most 10 MB) to attach to a draft notice; `attachments` of the save names it. The families it is sent to download it from its `url`.",
});

export const noticeReopen = defineEndpoint(noticesRoutes.noticeReopen, {
  body: reopenReplySchema,
  response: officeNoticeSchema,
  tag,
  summary:
    "Reopens one child's reply with a reason (kept, and logged): the family may reply again until the slip's last day; the earlier reply is kept. A child without a reply: 409.",
});

export const noticePublish = defineEndpoint(noticesRoutes.noticePublish, {
  body: z.object({ id: idField() }),
  response: officeNoticeSchema,
  tag,
  summary:
    "Sends a draft: its recipients are fixed then, one per child of the audience on the school's roster (decision 0044). A notice for no child, or whose slip's last day has passed, is refused (409); sending it again answers it as sent.",
});

export const noticeSchedule = defineEndpoint(noticesRoutes.noticeSchedule, {
  body: z.object({
    id: idField(),
    /** When to send it (ISO 8601 with its offset); null: not on its own any more. */
    at: z.iso
      .datetime({ offset: true, error: "validation.invalidOption" })
      .nullable()
      .meta({ examples: ["2026-12-07T00:00:00.000Z"] }),
  }),
  response: officeNoticeSchema,
  tag,
  summary:
    "Sets when a draft is sent on its own, or takes that away (`at` null). The time must be at least five minutes ahead and within 60 days, and with a slip no later than the day before its last day (400 on `at`); a notice already sent is refused (409). At that time the server sends it as the office would, under the rules of sending.",
});

export const noticeRemind = defineEndpoint(noticesRoutes.noticeRemind, {
  body: z.object({ id: idField() }),
  response: noticeRemindedSchema,
  tag,
  summary:
    "Reminds the guardians of every child still without a reply on a sent notice's slip: one text (and an e-mail where the school has an address) per guardian in their language, naming their children and the last day, kept in the school's outbox. Refused (409) for a draft, a notice without a slip, after its last day, when every family has replied, or within an hour of the last reminder.",
});

export const noticeSigningPin = defineEndpoint(noticesRoutes.noticeSigningPin, {
  response: signingPinStateSchema,
  tag,
  summary: "Whether the calling parent has set the PIN they sign notices' reply slips with.",
});

export const noticeSetSigningPin = defineEndpoint(noticesRoutes.noticeSetSigningPin, {
  body: setSigningPinSchema,
  response: signingPinStateSchema,
  tag,
  summary:
    "Sets or changes the calling parent's signing PIN (four to six digits; not one digit repeated nor a run such as 1234): the account's password is asked for first, and a wrong one counts as a failed sign-in (decision 0044).",
});

export const familyMessages = defineEndpoint(noticesRoutes.familyMessages, {
  body: pageRequestSchema,
  response: familyMessagePageSchema,
  tag,
  summary:
    "The conversation between the school and the family of the child the calling parent acts for (decision 0048), the newest first: the class teacher's and the office's messages (to the family, or to the whole class) and the family's. Reading it marks the school's messages read for the caller.",
});

export const familyMessageReply = defineEndpoint(noticesRoutes.familyMessageReply, {
  body: familyMessageReplySchema,
  response: familyMessageSchema,
  tag,
  summary:
    "A parent writes to the class teacher about the child they act for (never to another family); the class teacher is told by the school's messenger.",
});

export const conversations = defineEndpoint(noticesRoutes.conversations, {
  body: conversationsRequestSchema,
  response: conversationPageSchema,
  tag,
  summary:
    "The children of the classes the caller writes to (a class teacher's own; the office's: every class), each with the family's conversation's last message and how many of the family's messages the caller has not read: those with unread news first, then the latest, then by class and number. `unread` for those with news only; `class_name` for one class (one the caller does not keep: not found).",
});

export const conversation = defineEndpoint(noticesRoutes.conversation, {
  body: conversationRequestSchema,
  response: childConversationSchema,
  tag,
  summary:
    "One child (their name and class) and a page of their family's conversation, the newest first; reading it marks the family's messages read for the caller. A child of a class the caller does not keep: not found.",
});

export const sendFamilyMessage = defineEndpoint(noticesRoutes.sendFamilyMessage, {
  body: sendFamilyMessageSchema,
  response: familyMessageSentSchema,
  tag,
  summary:
    "A class teacher or the office writes to one child's family (`child_id`) or to every family of a class (`class_name`): the message joins each conversation and the guardians are texted or e-mailed it by the school's messenger. A child or class the caller does not keep: not found.",
});

/** Every endpoint of the feature, by id: one spread in the contract's table (src/endpoints.ts). */
export const noticesEndpoints = {
  notices,
  noticeDetail,
  noticeSigningPin,
  noticeSetSigningPin,
  noticeReply,
  noticesOffice,
  noticeOffice,
  noticeClasses,
  noticeRecipients,
  noticeSave,
  noticeUploadAttachment,
  noticePublish,
  noticeSchedule,
  noticeReopen,
  noticeRemind,
  familyMessages,
  familyMessageReply,
  conversations,
  conversation,
  sendFamilyMessage,
} as const;

import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * Where each notices call goes and who may make it (decision 0044): families read the notices
 * of the children they act for; the school office writes, publishes and counts.
 */

const family = { kind: "user", roles: ["parent", "student"] } as const;
const office = { kind: "user", roles: ["staff"] } as const;
/** A parent: the one who signs a notice's reply slip for a child (decision 0044). */
const guardian = { kind: "user", roles: ["parent"] } as const;
/** Who writes to families: a class teacher (to their classes) or the office (decision 0048). */
const school = { kind: "user", roles: ["teacher", "staff"] } as const;

export const noticesRoutes = defineRoutes({
  notices: { method: "POST", path: "/api/notices/list", access: family },
  // Reading one marks it read for the child (a receipt, the same however often).
  noticeDetail: { method: "POST", path: "/api/notices/detail", access: family },
  noticeSigningPin: { method: "POST", path: "/api/notices/signing_pin", access: guardian },
  noticeSetSigningPin: {
    method: "POST",
    path: "/api/notices/set_signing_pin",
    access: guardian,
    write: true,
  },
  // Replying twice for a child, or at once from two phones, gives one reply (the second: 409).
  noticeReply: {
    method: "POST",
    path: "/api/notices/reply",
    access: guardian,
    encoding: "json",
    write: true,
  },
  noticesOffice: { method: "POST", path: "/api/notices/office/list", access: office },
  noticeOffice: { method: "POST", path: "/api/notices/office/detail", access: office },
  noticeClasses: { method: "POST", path: "/api/notices/office/classes", access: office },
  noticeRecipients: { method: "POST", path: "/api/notices/office/recipients", access: office },
  noticeSave: {
    method: "POST",
    path: "/api/notices/office/save",
    access: office,
    encoding: "json",
    write: true,
  },
  noticeUploadAttachment: {
    method: "POST",
    path: "/api/notices/office/upload_attachment",
    access: office,
    write: true,
    encoding: "multipart",
  },
  noticeReopen: {
    method: "POST",
    path: "/api/notices/office/reopen",
    access: office,
    write: true,
  },
  // Reminding twice within the hour, or two taps at once, sends one reminder (409 after).
  noticeRemind: {
    method: "POST",
    path: "/api/notices/office/remind",
    access: office,
    write: true,
  },
  noticePublish: {
    method: "POST",
    path: "/api/notices/office/publish",
    access: office,
    write: true,
  },
  noticeSchedule: {
    method: "POST",
    path: "/api/notices/office/schedule",
    access: office,
    encoding: "json",
    write: true,
  },
  // Short messages (decision 0048): a guardian and the school, about one child.
  familyMessages: { method: "POST", path: "/api/notices/messages/list", access: guardian },
  familyMessageReply: {
    method: "POST",
    path: "/api/notices/messages/reply",
    access: guardian,
    encoding: "json",
    write: true,
  },
  conversations: { method: "POST", path: "/api/notices/conversations", access: school },
  conversation: { method: "POST", path: "/api/notices/conversations/detail", access: school },
  sendFamilyMessage: {
    method: "POST",
    path: "/api/notices/conversations/send",
    access: school,
    encoding: "json",
    write: true,
  },
});

/** The feature's calls alone, typed as in `routes`: what its client code calls. */
export const noticesApiRoutes = noticesRoutes as unknown as Pick<
  Routes,
  keyof typeof noticesRoutes
>;

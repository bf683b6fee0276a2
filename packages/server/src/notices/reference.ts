import { READ, staffOnly, teaching, WRITE, type FeatureReference } from "../seed/reference-kit";

/*
 * Notices' place in the side menu and what each role may do on its pages (decision 0044): a
 * family reads its children's notices (a parent also signs: `edit`); the office writes and
 * sends them (`enable` sends a draft). A parent and the class teachers (the office) write to
 * each other about a child (decision 0048).
 */

export const NOTICES_PAGE = "notices.home";
export const NOTICES_OFFICE_PAGE = "notices.office";
/** A guardian's conversation with the school about their child (decision 0048). */
export const MESSAGES_PAGE = "notices.messages";
/** A class teacher's (the office's) conversations with the families of their classes. */
export const INBOX_PAGE = "notices.inbox";

export const noticesReference: FeatureReference = {
  position: 15,
  menu: {
    code: "notices",
    zh: "通告",
    cn: "通知",
    en: "Notices",
    icon: "bell",
    roles: ["parent", "student", ...teaching],
    children: [
      {
        code: NOTICES_PAGE,
        zh: "學校通告",
        cn: "学校通知",
        en: "School notices",
        path: "/notices/home",
        roles: ["parent", "student"],
      },
      {
        code: NOTICES_OFFICE_PAGE,
        zh: "通告管理",
        cn: "通知管理",
        en: "Manage notices",
        path: "/notices/office",
        roles: staffOnly,
      },
      {
        code: MESSAGES_PAGE,
        zh: "學校訊息",
        cn: "学校消息",
        en: "Messages",
        path: "/notices/messages",
        roles: ["parent"],
      },
      {
        code: INBOX_PAGE,
        zh: "家長訊息",
        cn: "家长消息",
        en: "Messages with families",
        path: "/notices/inbox",
        roles: teaching,
      },
    ],
  },
  permissions: {
    parent: { [NOTICES_PAGE]: ["query", "get", "edit"], [MESSAGES_PAGE]: ["query", "add"] },
    student: { [NOTICES_PAGE]: READ },
    teacher: { [INBOX_PAGE]: ["query", "add"] },
    staff: { [NOTICES_OFFICE_PAGE]: [...WRITE, "enable"] },
  },
};

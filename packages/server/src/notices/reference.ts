import { READ, staffOnly, WRITE, type FeatureReference } from "../seed/reference-kit";

/*
 * Notices' place in the side menu and what each role may do on its pages (decision 0044): a
 * family reads its children's notices (a parent also signs: `edit`); the office writes and
 * sends them (`enable` sends a draft).
 */

export const NOTICES_PAGE = "notices.home";
export const NOTICES_OFFICE_PAGE = "notices.office";

export const noticesReference: FeatureReference = {
  position: 15,
  menu: {
    code: "notices",
    zh: "通告",
    cn: "通知",
    en: "Notices",
    icon: "bell",
    roles: ["parent", "student", "staff"],
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
    ],
  },
  permissions: {
    parent: { [NOTICES_PAGE]: ["query", "get", "edit"] },
    student: { [NOTICES_PAGE]: READ },
    staff: { [NOTICES_OFFICE_PAGE]: [...WRITE, "enable"] },
  },
};

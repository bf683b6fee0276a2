import { staffOnly, type FeatureReference } from "../seed/reference-kit";

/* The school office's menu and permissions: staff only. */

export const officeReference: FeatureReference = {
  position: 50,
  menu: {
    code: "office",
    zh: "學校管理",
    cn: "学校管理",
    en: "School administration",
    icon: "school",
    roles: staffOnly,
    children: [
      {
        code: "office.school",
        zh: "學校資料",
        cn: "学校资料",
        en: "School profile",
        path: "/office/school",
        roles: staffOnly,
      },
      {
        code: "office.roster",
        zh: "學生名冊",
        cn: "学生名册",
        en: "Student roster",
        path: "/office/roster",
        roles: staffOnly,
      },
      {
        code: "office.people",
        zh: "人員管理",
        cn: "人员管理",
        en: "People",
        path: "/office/people",
        roles: staffOnly,
      },
      {
        code: "office.roles",
        zh: "角色權限",
        cn: "角色权限",
        en: "Roles",
        path: "/office/roles",
        roles: staffOnly,
      },
      {
        code: "office.audit",
        zh: "操作紀錄",
        cn: "操作记录",
        en: "Audit log",
        path: "/office/audit",
        roles: staffOnly,
      },
      {
        code: "office.outbox",
        zh: "訊息紀錄",
        cn: "消息记录",
        en: "Messages sent",
        path: "/office/outbox",
        roles: staffOnly,
      },
    ],
  },
  permissions: {
    staff: {
      // The school office's console: the roster imported, its history read, an import undone,
      // a class's class teacher named (edit).
      "office.roster": ["query", "get", "import", "edit"],
      // The school's people: found, staff added (add), closed (disable) and reopened (enable),
      // a sign-in reset or a staff member's set-up link (edit);
      // and the log of what the office did.
      "office.people": ["query", "get", "add", "edit", "enable", "disable"],
      "office.audit": ["query", "get"],
      // What the school's features texted and e-mailed people, and whether it went.
      "office.outbox": ["query"],
      // Which role sees which page and may do what there, at this school.
      "office.roles": ["query", "get", "edit"],
      // The school's names and region.
      "office.school": ["get", "edit"],
    },
  },
};

import { staffOnly, WRITE, type FeatureReference } from "../seed/reference-kit";

/* Registration's menu and permissions: a family's applications, the office's review, sessions and settings. */

export const registrationReference: FeatureReference = {
  position: 40,
  menu: {
    code: "registration",
    zh: "新生報名",
    cn: "新生报名",
    en: "New-student registration",
    icon: "form",
    roles: ["parent", "staff"],
    children: [
      {
        code: "registration.history",
        zh: "報名紀錄",
        cn: "报名记录",
        en: "Applications",
        path: "/registration/history",
        roles: ["parent"],
      },
      {
        code: "registration.office",
        zh: "報名審批",
        cn: "报名审批",
        en: "Admissions office",
        path: "/registration/office",
        roles: staffOnly,
      },
      {
        code: "registration.sessions",
        zh: "面試場次",
        cn: "面试场次",
        en: "Interview sessions",
        path: "/registration/sessions",
        roles: staffOnly,
      },
      {
        code: "registration.settings",
        zh: "報名設定",
        cn: "报名设置",
        en: "Registration settings",
        path: "/registration/settings",
        roles: staffOnly,
      },
    ],
  },
  permissions: {
    parent: { "registration.history": WRITE },
    staff: {
      // The registration office's pages: the applications, and the interview sessions.
      "registration.office": ["query", "get", "edit"],
      "registration.sessions": ["query", "get", "add", "edit", "delete"],
      // The intake, fees, classes and documents a school takes applications with.
      "registration.settings": ["query", "get", "edit"],
    },
    // A guardian applying for a place: registration's own pages (their own layout, no portal menu).
    guardian: { "registration.history": WRITE },
  },
};

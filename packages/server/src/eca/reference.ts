import { ACTIONS, type Action } from "@campus/contract";
import {
  everyone,
  grant,
  READ,
  staffOnly,
  teaching,
  WRITE,
  type FeatureReference,
} from "../seed/reference-kit";

/* ECA's menu and permissions: a student's record for families, events and approvals for teachers, the rest for the office. */

const ALL: Action[] = [...ACTIONS];

export const ecaReference: FeatureReference = {
  position: 30,
  menu: {
    code: "smarteca",
    zh: "課外活動",
    cn: "课外活动",
    en: "Extracurricular activities",
    icon: "trophy",
    roles: everyone,
    children: [
      {
        code: "eca.studentDetail",
        zh: "學生活動概覽",
        cn: "学生活动概览",
        en: "Student ECA overview",
        path: "/smarteca/detail",
        roles: everyone,
      },
      {
        code: "eca.events",
        zh: "活動列表",
        cn: "活动列表",
        en: "Events",
        path: "/smarteca/events",
        roles: teaching,
      },
      {
        code: "eca.approval",
        zh: "審批",
        cn: "审批",
        en: "Approvals",
        path: "/smarteca/approval",
        roles: teaching,
      },
      {
        code: "eca.recognition",
        zh: "AI 特質識別",
        cn: "AI 特质识别",
        en: "AI trait recognition",
        path: "/smarteca/recognition",
        roles: teaching,
      },
      {
        code: "eca.import",
        zh: "匯入",
        cn: "导入",
        en: "Import",
        path: "/smarteca/import",
        roles: staffOnly,
      },
      {
        code: "eca.settings",
        zh: "設定",
        cn: "设置",
        en: "Settings",
        path: "/smarteca/settings",
        roles: staffOnly,
      },
      {
        code: "eca.dashboard",
        zh: "數據看板",
        cn: "数据看板",
        en: "Dashboard",
        path: "/smarteca/dashboard",
        roles: teaching,
      },
    ],
  },
  permissions: {
    parent: { "eca.studentDetail": ["query", "get", "add"] },
    student: { "eca.studentDetail": READ },
    teacher: {
      ...grant(["eca.studentDetail", "eca.events", "eca.approval", "eca.recognition"], WRITE),
      "eca.dashboard": [...READ, "export"],
    },
    staff: {
      "eca.events": ALL,
      "eca.approval": ALL,
      "eca.import": ["query", "get", "import"],
      "eca.settings": ["add", "delete", "edit", "query", "get", "enable", "disable"],
      "eca.dashboard": [...READ, "export"],
    },
  },
};

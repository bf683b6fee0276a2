import { everyone, grant, READ, type FeatureReference } from "../seed/reference-kit";

/* The user manual's menu and permissions: every page for everyone signed in. */

const pages = grant(["manual.communication", "manual.attendance", "manual.pay"], READ);

export const manualReference: FeatureReference = {
  position: 90,
  menu: {
    code: "manual",
    zh: "使用手冊",
    cn: "使用手册",
    en: "User manual",
    icon: "help",
    roles: everyone,
    children: [
      {
        code: "manual.communication",
        zh: "家校通訊",
        cn: "家校通讯",
        en: "Parent communication",
        path: "/manual/p_communication",
        roles: everyone,
      },
      {
        code: "manual.attendance",
        zh: "學生考勤",
        cn: "学生考勤",
        en: "Student attendance",
        path: "/manual/p_studentAttendance",
        roles: everyone,
      },
      {
        code: "manual.pay",
        zh: "繳費服務",
        cn: "缴费服务",
        en: "Payment service",
        path: "/manual/p_GRWTHPay",
        roles: everyone,
      },
    ],
  },
  permissions: { parent: pages, student: pages, teacher: pages },
};

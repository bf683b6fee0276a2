import { everyone, grant, staffOnly, WRITE, type FeatureReference } from "../seed/reference-kit";

/* The personal calendar's menu and permissions; the office keeps the school calendar. */

const personal = ["calendar.overview", "calendar.itinerary", "calendar.detail"];

export const calendarReference: FeatureReference = {
  position: 10,
  menu: {
    code: "calendar",
    zh: "個人行事曆",
    cn: "个人日程",
    en: "Personal calendar",
    icon: "calendar",
    roles: everyone,
    children: [
      {
        code: "calendar.overview",
        zh: "行事曆總覽",
        cn: "日程总览",
        en: "Overview",
        path: "/calendar/PersonalOverview",
        roles: everyone,
      },
      {
        code: "calendar.itinerary",
        zh: "行程列表",
        cn: "行程列表",
        en: "Itinerary",
        path: "/calendar/PersonalDetail",
        roles: everyone,
      },
      {
        code: "calendar.detail",
        zh: "行程詳情",
        cn: "行程详情",
        en: "Itinerary detail",
        path: "/calendar/ClassScheduleDetail",
        hidden: true,
        roles: everyone,
      },
      {
        code: "calendar.schoolEvents",
        zh: "校曆管理",
        cn: "校历管理",
        en: "School calendar",
        path: "/calendar/SchoolEvents",
        roles: staffOnly,
      },
    ],
  },
  permissions: {
    parent: grant(personal, WRITE),
    student: grant(personal, WRITE),
    teacher: grant(personal, WRITE),
    staff: { "calendar.schoolEvents": WRITE },
  },
};

import type { ApplicationForm } from "./registration/application";
import type { ChildUser, MenuItem, SchoolSummary, UserInfo } from "./schemas/account";

/**
 * Answers shaped like the reference server's demo school, for tests and stories in every
 * package (`@campus/contract/fixtures`). Never imported by product code. The server seeds its
 * own demo data; these are only its shapes, so a story never needs a running server.
 */
export const demoSchool: SchoolSummary = {
  id: 1,
  code: "DEMO",
  name_zh: "校園示範學校",
  name_cn: "校园示范学校",
  name_en: "Campus Demo School",
};

export function childUser(
  id: number,
  name_zh: string,
  name_en = name_zh,
  class_name = "4A",
): ChildUser {
  return {
    id,
    name_zh,
    name_en,
    head_img_path: null,
    school_student: { class_name, student_no: String(2026000 + id), school: demoSchool },
  };
}

/** The demo parent: two children at the demo school, the first one current. */
export function parentUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    user_id: 1,
    user_name: "陳大文",
    name_en: "Chan Tai Man",
    type: 1,
    roles: ["parent"],
    head_img: null,
    child_user_id: 2,
    childsUser: [
      childUser(2, "陳小明", "Chan Siu Ming", "4A"),
      childUser(3, "陳小欣", "Chan Siu Yan", "1B"),
    ],
    school: demoSchool,
    lang: "zh-TW",
    permissions: {
      "calendar.overview": ["query", "get"],
      "library.home": ["query", "get"],
      "library.rank": ["query", "get"],
      "library.category": ["query", "get"],
    },
    ...overrides,
  };
}

/** A teacher: no child users. */
export function teacherUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return parentUser({
    user_id: 6,
    user_name: "黃嘉欣",
    name_en: "Wong Ka Yan",
    type: 3,
    roles: ["teacher"],
    child_user_id: null,
    childsUser: [],
    ...overrides,
  });
}

/** A student: acts for themselves (their own child user, as the server answers it). */
export function studentUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return parentUser({
    user_id: 2,
    user_name: "陳小明",
    name_en: "Chan Siu Ming",
    type: 2,
    roles: ["student"],
    child_user_id: 2,
    childsUser: [childUser(2, "陳小明", "Chan Siu Ming", "4A")],
    ...overrides,
  });
}

function menuItem(
  code: string,
  zh: string,
  cn: string,
  en: string,
  extra: Partial<MenuItem> = {},
): MenuItem {
  return {
    code,
    name_zh: zh,
    name_cn: cn,
    name_en: en,
    icon: "",
    url: "",
    path: "",
    vue: true,
    hidden: false,
    children: [],
    ...extra,
  };
}

/** A parent's side menu, nested, with one hidden entry. */
export const demoMenu: MenuItem[] = [
  menuItem("calendar", "個人行事曆", "个人日程", "Personal calendar", {
    icon: "calendar",
    children: [
      menuItem("calendar.overview", "行事曆總覽", "日程总览", "Overview", {
        path: "/calendar/PersonalOverview",
      }),
      menuItem("calendar.itinerary", "行程列表", "行程列表", "Itinerary", {
        path: "/calendar/PersonalDetail",
      }),
      menuItem("calendar.detail", "行程詳情", "行程详情", "Itinerary detail", {
        path: "/calendar/ClassScheduleDetail",
        hidden: true,
      }),
    ],
  }),
  menuItem("library", "學校圖書館", "学校图书馆", "School library", {
    icon: "book",
    children: [
      menuItem("library.home", "圖書館首頁", "图书馆首页", "Library home", {
        path: "/library/home",
      }),
      menuItem("library.rank", "排行榜", "排行榜", "Rankings", { path: "/library/rank" }),
      menuItem("library.category", "分類瀏覽", "分类浏览", "Browse by category", {
        path: "/library/category",
      }),
      menuItem("library.myrecord", "我的紀錄", "我的记录", "My records", {
        path: "/library/myrecord",
      }),
    ],
  }),
  menuItem("manual", "使用手冊", "使用手册", "User manual", {
    icon: "help",
    children: [
      menuItem("manual.communication", "家校通訊", "家校通讯", "Parent communication", {
        path: "/manual/p_communication",
      }),
    ],
  }),
];

/** A complete new-student application for the demo school, as a Hong Kong family fills it in. */
export function completeApplication(overrides: ApplicationForm = {}): ApplicationForm {
  return {
    class_code: "P1",
    name_zh: "陳小文",
    name_en: "CHAN Siu Man",
    gender: "M",
    birth_date: "2021-03-14",
    id_type: "hkid",
    id_number: "a123456(3)",
    address: "香港九龍彌敦道 1 號 10 樓 A 室",
    previous_school: "",
    guardians: [{ relation: "mother", name: "李美玲", country_code: "852", phone: "9123 4567" }],
    siblings: [],
    ...overrides,
  };
}

import type { MenuItem } from "@campus/contract";

/** Data shaped like the reference server's demo answers, for stories and tests. */
const item = (
  code: string,
  zh: string,
  cn: string,
  en: string,
  extra: Partial<MenuItem> = {},
): MenuItem => ({
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
});

export const demoMenu: MenuItem[] = [
  item("calendar", "個人行事曆", "个人日程", "Personal calendar", {
    icon: "calendar",
    children: [
      item("calendar.overview", "行事曆總覽", "日程总览", "Overview", {
        path: "/calendar/PersonalOverview",
      }),
      item("calendar.itinerary", "行程列表", "行程列表", "Itinerary", {
        path: "/calendar/PersonalDetail",
      }),
      item("calendar.detail", "行程詳情", "行程详情", "Itinerary detail", {
        path: "/calendar/ClassScheduleDetail",
        hidden: true,
      }),
    ],
  }),
  item("library", "學校圖書館", "学校图书馆", "School library", {
    icon: "book",
    children: [
      item("library.home", "圖書館首頁", "图书馆首页", "Library home", { path: "/library/home" }),
      item("library.rank", "排行榜", "排行榜", "Rankings", { path: "/library/rank" }),
      item("library.category", "分類瀏覽", "分类浏览", "Browse by category", {
        path: "/library/category",
      }),
      item("library.myrecord", "我的紀錄", "我的记录", "My records", { path: "/library/myrecord" }),
    ],
  }),
  item("manual", "使用手冊", "使用手册", "User manual", {
    icon: "help",
    children: [
      item("manual.communication", "家校通訊", "家校通讯", "Parent communication", {
        path: "/manual/p_communication",
      }),
    ],
  }),
];

import { ACTIONS, type Action, type Role } from "@campus/contract";
import type { Db } from "../db/database";
import { menuItems, rolePermissions } from "../db/schema";

type MenuSeed = {
  code: string;
  zh: string;
  cn: string;
  en: string;
  icon?: string;
  path?: string;
  hidden?: boolean;
  roles: Role[];
  children?: MenuSeed[];
};

const everyone: Role[] = ["parent", "student", "teacher", "staff"];
const staffOnly: Role[] = ["staff"];
/** The library's own staff pages: its librarian, and the office where it runs the library. */
const libraryStaff: Role[] = ["staff", "librarian"];
const teaching: Role[] = ["teacher", "staff"];

/** The side menu. Item codes are the route codes permissions are keyed by. */
export const MENU: MenuSeed[] = [
  {
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
  {
    code: "library",
    zh: "學校圖書館",
    cn: "学校图书馆",
    en: "School library",
    icon: "book",
    roles: everyone,
    children: [
      {
        code: "library.home",
        zh: "圖書館首頁",
        cn: "图书馆首页",
        en: "Library home",
        path: "/library/home",
        roles: everyone,
      },
      {
        code: "library.rank",
        zh: "排行榜",
        cn: "排行榜",
        en: "Rankings",
        path: "/library/rank",
        roles: everyone,
      },
      {
        code: "library.category",
        zh: "分類瀏覽",
        cn: "分类浏览",
        en: "Browse by category",
        path: "/library/category",
        roles: everyone,
      },
      {
        code: "library.myrecord",
        zh: "我的紀錄",
        cn: "我的记录",
        en: "My records",
        path: "/library/myrecord",
        roles: everyone,
      },
      {
        code: "library.bookdetail",
        zh: "書籍詳情",
        cn: "书籍详情",
        en: "Book detail",
        path: "/library/bookdetail",
        hidden: true,
        roles: everyone,
      },
      {
        code: "library.searchresult",
        zh: "搜尋結果",
        cn: "搜索结果",
        en: "Search results",
        path: "/library/searchresult",
        hidden: true,
        roles: everyone,
      },
      {
        code: "library.desk",
        zh: "圖書館櫃枱",
        cn: "图书馆柜台",
        en: "Librarian desk",
        path: "/library/desk",
        roles: libraryStaff,
      },
      {
        code: "library.catalogue",
        zh: "館藏編目",
        cn: "馆藏编目",
        en: "Catalogue",
        path: "/library/catalogue",
        roles: libraryStaff,
      },
      {
        code: "library.reports",
        zh: "借閱報表",
        cn: "借阅报表",
        en: "Reading reports",
        path: "/library/reports",
        roles: libraryStaff,
      },
    ],
  },
  {
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
  {
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
  {
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
    ],
  },
  {
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
];

const READ: Action[] = ["query", "get"];
const WRITE: Action[] = ["query", "get", "add", "edit", "delete"];
const ALL: Action[] = [...ACTIONS];
/** The library's reading reports, on screen (query) and as Excel (export). */
const REPORTS: Action[] = ["query", "get", "export"];
/** The library's catalogue: its librarian's, and the office's where it runs the library. */
const CATALOGUE: Action[] = [
  "query",
  "get",
  "add",
  "edit",
  "enable",
  "disable",
  "import",
  "export",
];

const readerRoutes = [
  "library.home",
  "library.rank",
  "library.category",
  "library.bookdetail",
  "library.searchresult",
];
const calendarRoutes = ["calendar.overview", "calendar.itinerary", "calendar.detail"];
const manualRoutes = ["manual.communication", "manual.attendance", "manual.pay"];

function grant(routes: string[], actions: Action[]): Record<string, Action[]> {
  return Object.fromEntries(routes.map((r) => [r, actions]));
}

/** What each role may do where. Staff hold the teacher role as well, so theirs adds to it. */
export const PERMISSIONS: Record<Role, Record<string, Action[]>> = {
  parent: {
    ...grant(calendarRoutes, WRITE),
    ...grant(readerRoutes, READ),
    "library.myrecord": WRITE,
    "eca.studentDetail": ["query", "get", "add"],
    "registration.history": WRITE,
    ...grant(manualRoutes, READ),
  },
  student: {
    ...grant(calendarRoutes, WRITE),
    ...grant(readerRoutes, READ),
    "library.myrecord": WRITE,
    "eca.studentDetail": READ,
    ...grant(manualRoutes, READ),
  },
  teacher: {
    ...grant(calendarRoutes, WRITE),
    ...grant(readerRoutes, READ),
    "library.myrecord": WRITE,
    ...grant(["eca.studentDetail", "eca.events", "eca.approval", "eca.recognition"], WRITE),
    "eca.dashboard": [...READ, "export"],
    ...grant(manualRoutes, READ),
  },
  staff: {
    "calendar.schoolEvents": WRITE,
    "library.desk": ["query", "get", "edit"],
    "library.catalogue": CATALOGUE,
    "library.reports": REPORTS,
    "eca.events": ALL,
    "eca.approval": ALL,
    "eca.import": ["query", "get", "import"],
    "eca.settings": ["add", "delete", "edit", "query", "get", "enable", "disable"],
    "eca.dashboard": [...READ, "export"],
    // The registration office's pages: the applications, and the interview sessions.
    "registration.office": ["query", "get", "edit"],
    "registration.sessions": ["query", "get", "add", "edit", "delete"],
    // The intake, fees, classes and documents a school takes applications with.
    "registration.settings": ["query", "get", "edit"],
    // The school office's console: the roster imported, its history read, an import undone,
    // a class's class teacher named (edit).
    "office.roster": ["query", "get", "import", "edit"],
    // The school's people: found, staff added (add), closed (disable) and reopened (enable),
    // a sign-in reset or a staff member's set-up link (edit);
    // and the log of what the office did.
    "office.people": ["query", "get", "add", "edit", "enable", "disable"],
    "office.audit": ["query", "get"],
    // Which role sees which page and may do what there, at this school.
    "office.roles": ["query", "get", "edit"],
    // The school's names and region.
    "office.school": ["get", "edit"],
  },
  // The school's librarian (a teacher as well): the desk, and the catalogue they keep.
  librarian: {
    "library.desk": ["query", "get", "edit"],
    "library.catalogue": CATALOGUE,
    "library.reports": REPORTS,
  },
  // A guardian applying for a place: registration's own pages (their own layout, no portal menu).
  guardian: {
    "registration.history": WRITE,
  },
};

/**
 * Menu and permissions are reference data, not demo data: written on every start, so a
 * change here reaches existing databases.
 */
export async function seedReference(db: Db): Promise<void> {
  const rows: (typeof menuItems.$inferInsert)[] = [];
  const walk = (items: MenuSeed[], parentCode: string | null) =>
    items.forEach((item, index) => {
      rows.push({
        code: item.code,
        parentCode,
        sort: index,
        nameZh: item.zh,
        nameCn: item.cn,
        nameEn: item.en,
        icon: item.icon ?? "",
        path: item.path ?? "",
        url: "",
        vue: true,
        hidden: item.hidden ?? false,
        roles: item.roles,
      });
      walk(item.children ?? [], item.code);
    });
  walk(MENU, null);

  const permissionRows = Object.entries(PERMISSIONS).flatMap(([role, routes]) =>
    Object.entries(routes).map(([routeCode, actions]) => ({
      role: role as Role,
      routeCode,
      actions,
    })),
  );

  await db.transaction(async (tx) => {
    await tx.delete(menuItems);
    await tx.insert(menuItems).values(rows);
    await tx.delete(rolePermissions);
    await tx.insert(rolePermissions).values(permissionRows);
  });
}

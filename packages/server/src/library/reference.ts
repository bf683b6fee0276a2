import type { Action, Role } from "@campus/contract";
import { everyone, grant, READ, WRITE, type FeatureReference } from "../seed/reference-kit";

/* The library's menu and permissions: readers' pages for everyone, the desk, catalogue and reports for its staff. */

/** The library's own staff pages: its librarian, and the office where it runs the library. */
const libraryStaff: Role[] = ["staff", "librarian"];
/**
 * The library's reading reports, on screen (query) and as Excel (export); `edit` reminds the
 * families of overdue loans.
 */
const REPORTS: Action[] = ["query", "get", "edit", "export"];
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
const reading = {
  ...grant(
    [
      "library.home",
      "library.rank",
      "library.category",
      "library.bookdetail",
      "library.searchresult",
    ],
    READ,
  ),
  "library.myrecord": WRITE,
};
const keeping = {
  "library.desk": ["query", "get", "edit"] as Action[],
  "library.catalogue": CATALOGUE,
  "library.reports": REPORTS,
};

export const libraryReference: FeatureReference = {
  position: 20,
  menu: {
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
  permissions: {
    parent: reading,
    student: reading,
    teacher: reading,
    staff: keeping,
    // The school's librarian (a teacher as well): the desk, and the catalogue they keep.
    librarian: keeping,
  },
};

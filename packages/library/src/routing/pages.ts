import type { PageMeta } from "@campus/core";

/** Where a signed-in reader's records start (spec §2: myrecord → borrow → now). */
export const MY_RECORDS = "/library/myrecord/borrow/now";

/**
 * Every library address of spec §2, exactly, with its title and permission; plus the
 * librarian's desk. The screens load only when a page is opened (routes.tsx).
 */
export const LIBRARY_PAGES: PageMeta[] = [
  { path: "/library", title: "library.route.home", redirect: "/library/Index" },
  { path: "/library/Index", title: "library.route.home", redirect: "/library/home" },
  { path: "/library/home", title: "library.route.home", routeCode: "library.home" },
  { path: "/library/rank", title: "library.route.rank", routeCode: "library.rank" },
  { path: "/library/category", title: "library.route.category", routeCode: "library.category" },
  {
    path: "/library/bookdetail",
    title: "library.route.bookdetail",
    routeCode: "library.bookdetail",
  },
  {
    path: "/library/searchresult",
    title: "library.route.searchresult",
    routeCode: "library.searchresult",
  },
  {
    path: "/library/myrecord",
    title: "library.route.myrecord",
    redirect: "/library/myrecord/borrow",
  },
  { path: "/library/myrecord/borrow", title: "library.route.myrecord", redirect: MY_RECORDS },
  { path: MY_RECORDS, title: "library.route.current", routeCode: "library.myrecord" },
  {
    path: "/library/myrecord/borrow/subscribe",
    title: "library.route.reservations",
    routeCode: "library.myrecord",
  },
  {
    path: "/library/myrecord/borrow/borrow",
    title: "library.route.history",
    routeCode: "library.myrecord",
  },
  {
    path: "/library/myrecord/borrow/renew",
    title: "library.route.renewals",
    routeCode: "library.myrecord",
  },
  {
    path: "/library/myrecord/borrow/reportloss",
    title: "library.route.lossReports",
    routeCode: "library.myrecord",
  },
  {
    path: "/library/myrecord/collect",
    title: "library.route.favorites",
    routeCode: "library.myrecord",
  },
  {
    path: "/library/myrecord/review",
    title: "library.route.myReviews",
    routeCode: "library.myrecord",
  },
  { path: "/library/desk", title: "library.route.desk", routeCode: "library.desk" },
];

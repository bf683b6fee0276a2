import type { FeaturePage } from "@campus/core";
import type { LibraryMessageId } from "../messages/message-ids";

/** Where a signed-in reader's records start (spec §2: myrecord → borrow → now). */
export const MY_RECORDS = "/library/myrecord/borrow/now";

/**
 * Every library address of spec §2, exactly, with its title, permission and screen; plus the
 * librarian's desk, catalogue and reading reports. Each screen is its own chunk, loaded when its page is first opened.
 */
export const LIBRARY_PAGES: (FeaturePage & { title: LibraryMessageId })[] = [
  { path: "/library", title: "library.route.home", redirect: "/library/Index" },
  { path: "/library/Index", title: "library.route.home", redirect: "/library/home" },
  {
    path: "/library/home",
    title: "library.route.home",
    routeCode: "library.home",
    screen: () => import("../screens/home/home-page").then((m) => m.HomePage),
  },
  {
    path: "/library/rank",
    title: "library.route.rank",
    routeCode: "library.rank",
    screen: () => import("../screens/rank/rank-page").then((m) => m.RankPage),
  },
  {
    path: "/library/category",
    title: "library.route.category",
    routeCode: "library.category",
    screen: () => import("../screens/category/category-page").then((m) => m.CategoryPage),
  },
  {
    path: "/library/bookdetail",
    title: "library.route.bookdetail",
    routeCode: "library.bookdetail",
    screen: () => import("../screens/book-detail/book-detail-page").then((m) => m.BookDetailPage),
  },
  {
    path: "/library/searchresult",
    title: "library.route.searchresult",
    routeCode: "library.searchresult",
    screen: () => import("../screens/category/search-result-page").then((m) => m.SearchResultPage),
  },
  {
    path: "/library/myrecord",
    title: "library.route.myrecord",
    redirect: "/library/myrecord/borrow",
  },
  { path: "/library/myrecord/borrow", title: "library.route.myrecord", redirect: MY_RECORDS },
  {
    path: MY_RECORDS,
    title: "library.route.current",
    routeCode: "library.myrecord",
    screen: () =>
      import("../screens/my-records/current-loans-page").then((m) => m.CurrentLoansPage),
  },
  {
    path: "/library/myrecord/borrow/subscribe",
    title: "library.route.reservations",
    routeCode: "library.myrecord",
    screen: () => import("../screens/my-records/reservations-page").then((m) => m.ReservationsPage),
  },
  {
    path: "/library/myrecord/borrow/borrow",
    title: "library.route.history",
    routeCode: "library.myrecord",
    screen: () => import("../screens/my-records/loan-history-page").then((m) => m.LoanHistoryPage),
  },
  {
    path: "/library/myrecord/borrow/renew",
    title: "library.route.renewals",
    routeCode: "library.myrecord",
    screen: () => import("../screens/my-records/renewals-page").then((m) => m.RenewalsPage),
  },
  {
    path: "/library/myrecord/borrow/reportloss",
    title: "library.route.lossReports",
    routeCode: "library.myrecord",
    screen: () => import("../screens/my-records/loss-reports-page").then((m) => m.LossReportsPage),
  },
  {
    path: "/library/myrecord/collect",
    title: "library.route.favorites",
    routeCode: "library.myrecord",
    screen: () => import("../screens/my-records/favorites-page").then((m) => m.FavoritesPage),
  },
  {
    path: "/library/myrecord/review",
    title: "library.route.myReviews",
    routeCode: "library.myrecord",
    screen: () => import("../screens/my-records/my-reviews-page").then((m) => m.MyReviewsPage),
  },
  {
    path: "/library/desk",
    title: "library.route.desk",
    routeCode: "library.desk",
    screen: () => import("../screens/desk/desk-page").then((m) => m.DeskPage),
  },
  {
    path: "/library/catalogue",
    title: "library.route.catalogue",
    routeCode: "library.catalogue",
    screen: () => import("../screens/catalogue/catalogue-page").then((m) => m.CataloguePage),
  },
  {
    path: "/library/reports",
    title: "library.route.reports",
    routeCode: "library.reports",
    screen: () => import("../screens/reports/reports-page").then((m) => m.ReportsPage),
  },
];

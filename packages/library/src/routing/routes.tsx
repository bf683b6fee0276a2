import { loadChunk } from "@campus/core";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { Navigate, useLocation, type RouteObject } from "react-router";
import { LibraryPage } from "./library-page";
import { LIBRARY_PAGES } from "./pages";

/** Each screen is its own chunk, loaded when its page is first opened (120 s chunk rule). */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => loadChunk(load).then((module) => ({ default: pick(module) })));

const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  "/library/home": screen(
    () => import("../screens/home/home-page"),
    (m) => m.HomePage,
  ),
  "/library/rank": screen(
    () => import("../screens/rank/rank-page"),
    (m) => m.RankPage,
  ),
  "/library/category": screen(
    () => import("../screens/category/category-page"),
    (m) => m.CategoryPage,
  ),
  "/library/searchresult": screen(
    () => import("../screens/category/search-result-page"),
    (m) => m.SearchResultPage,
  ),
  "/library/bookdetail": screen(
    () => import("../screens/book-detail/book-detail-page"),
    (m) => m.BookDetailPage,
  ),
  "/library/myrecord/borrow/now": screen(
    () => import("../screens/my-records/current-loans-page"),
    (m) => m.CurrentLoansPage,
  ),
  "/library/myrecord/borrow/borrow": screen(
    () => import("../screens/my-records/loan-history-page"),
    (m) => m.LoanHistoryPage,
  ),
  "/library/myrecord/borrow/subscribe": screen(
    () => import("../screens/my-records/reservations-page"),
    (m) => m.ReservationsPage,
  ),
  "/library/myrecord/borrow/renew": screen(
    () => import("../screens/my-records/renewals-page"),
    (m) => m.RenewalsPage,
  ),
  "/library/myrecord/borrow/reportloss": screen(
    () => import("../screens/my-records/loss-reports-page"),
    (m) => m.LossReportsPage,
  ),
  "/library/myrecord/collect": screen(
    () => import("../screens/my-records/favorites-page"),
    (m) => m.FavoritesPage,
  ),
  "/library/myrecord/review": screen(
    () => import("../screens/my-records/my-reviews-page"),
    (m) => m.MyReviewsPage,
  ),
  "/library/desk": screen(
    () => import("../screens/desk/desk-page"),
    (m) => m.DeskPage,
  ),
};

/** A forwarding address (spec §2) that keeps its query (`xschoolCode`). */
function Forward({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/**
 * The library's routes (spec §2): forwarding addresses keep their query (`xschoolCode`), and
 * every page runs the library guard before its screen loads (`LibraryPage`).
 */
export function createLibraryRoutes(): RouteObject[] {
  return LIBRARY_PAGES.map((page): RouteObject => {
    if (page.redirect) return { path: page.path, element: <Forward to={page.redirect} /> };
    const Screen = SCREENS[page.path];
    if (!Screen) throw new Error(`No screen for ${page.path}`);
    return { path: page.path, element: <LibraryPage screen={Screen} /> };
  });
}

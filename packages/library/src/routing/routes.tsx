import { loadChunk } from "@campus/core";
import { useSearchString } from "@campus/ui";
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from "react";
import { Redirect, Route } from "wouter";
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
  const search = useSearchString();
  return <Redirect to={`${to}${search}`} replace />;
}

/**
 * The library's routes (spec §2), for a wouter `<Switch>`: forwarding addresses keep their query
 * (`xschoolCode`), and every page runs the library guard before its screen loads (`LibraryPage`).
 * Every path is exact and none overlaps another, so their order does not matter.
 */
export function createLibraryRoutes(): ReactElement[] {
  return LIBRARY_PAGES.map((page) => {
    if (page.redirect) {
      return (
        <Route key={page.path} path={page.path}>
          <Forward to={page.redirect} />
        </Route>
      );
    }
    const Screen = SCREENS[page.path];
    if (!Screen) throw new Error(`No screen for ${page.path}`);
    return (
      <Route key={page.path} path={page.path}>
        <LibraryPage screen={Screen} />
      </Route>
    );
  });
}

import { currentChild, loadChunk, type CampusRuntime } from "@campus/core";
import type { QueryClient } from "@tanstack/react-query";
import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { enterSchool } from "../api/get-school-info";
import { LibraryRouteError } from "../screens/library-route-error";
import { libraryGuard } from "./library-guard";
import { LIBRARY_PAGES } from "./pages";

export interface LibraryRouteDeps {
  runtime: CampusRuntime;
  queryClient: QueryClient;
  /** The router's basename ("/parent_student" in the portal, "" in an element). */
  basename?: string;
}

type Screen = { Component: React.ComponentType };

/** Each screen is its own chunk, loaded when its page is first opened (120 s chunk rule). */
const SCREENS: Record<string, () => Promise<Screen>> = {
  "/library/home": () =>
    loadChunk(() => import("../screens/home/home-page")).then((m) => ({ Component: m.HomePage })),
  "/library/rank": () =>
    loadChunk(() => import("../screens/rank/rank-page")).then((m) => ({ Component: m.RankPage })),
  "/library/category": () =>
    loadChunk(() => import("../screens/category/category-page")).then((m) => ({
      Component: m.CategoryPage,
    })),
  "/library/searchresult": () =>
    loadChunk(() => import("../screens/category/search-result-page")).then((m) => ({
      Component: m.SearchResultPage,
    })),
  "/library/bookdetail": () =>
    loadChunk(() => import("../screens/book-detail/book-detail-page")).then((m) => ({
      Component: m.BookDetailPage,
    })),
  "/library/myrecord/borrow/now": () =>
    loadChunk(() => import("../screens/my-records/current-loans-page")).then((m) => ({
      Component: m.CurrentLoansPage,
    })),
  "/library/myrecord/borrow/borrow": () =>
    loadChunk(() => import("../screens/my-records/loan-history-page")).then((m) => ({
      Component: m.LoanHistoryPage,
    })),
  "/library/myrecord/borrow/subscribe": () =>
    loadChunk(() => import("../screens/my-records/reservations-page")).then((m) => ({
      Component: m.ReservationsPage,
    })),
  "/library/myrecord/borrow/renew": () =>
    loadChunk(() => import("../screens/my-records/renewals-page")).then((m) => ({
      Component: m.RenewalsPage,
    })),
  "/library/myrecord/borrow/reportloss": () =>
    loadChunk(() => import("../screens/my-records/loss-reports-page")).then((m) => ({
      Component: m.LossReportsPage,
    })),
  "/library/myrecord/collect": () =>
    loadChunk(() => import("../screens/my-records/favorites-page")).then((m) => ({
      Component: m.FavoritesPage,
    })),
  "/library/myrecord/review": () =>
    loadChunk(() => import("../screens/my-records/my-reviews-page")).then((m) => ({
      Component: m.MyReviewsPage,
    })),
  "/library/desk": () =>
    loadChunk(() => import("../screens/desk/desk-page")).then((m) => ({ Component: m.DeskPage })),
};

/** The path as the app sees it, without the router's basename. */
function appPath(request: Request, basename: string) {
  const url = new URL(request.url);
  const path =
    basename && url.pathname.startsWith(basename)
      ? url.pathname.slice(basename.length)
      : url.pathname;
  return { pathname: path || "/", search: url.search };
}

/**
 * The library's routes (spec §2) for a data router: forwarding addresses keep their query
 * (`xschoolCode`), and every page runs the library guard as its loader before it renders.
 */
export function createLibraryRoutes({
  runtime,
  queryClient,
  basename = "",
}: LibraryRouteDeps): RouteObject[] {
  async function guard({ request }: LoaderFunctionArgs) {
    const { pathname, search } = appPath(request, basename);
    const { user } = runtime.session.getState();
    const decision = libraryGuard({
      pathname,
      search,
      stored: runtime.school.getState(),
      userSchoolCode: currentChild(user)?.school_student.school.code ?? user?.school?.code ?? null,
    });
    if (decision.kind === "redirect") throw redirect(decision.to);
    if (decision.kind === "lookup") await enterSchool(runtime, queryClient, decision.schoolCode);
    if (decision.kind === "noSchool")
      throw new Response(null, { status: 404, statusText: "noSchool" });
    return null;
  }

  return LIBRARY_PAGES.map((page): RouteObject => {
    const handle = { title: page.title, routeCode: page.routeCode };
    if (page.redirect) {
      const target = page.redirect;
      return {
        path: page.path,
        handle,
        loader: ({ request }) => {
          throw redirect(`${target}${appPath(request, basename).search}`);
        },
        Component: null,
      };
    }
    const screen = SCREENS[page.path];
    if (!screen) throw new Error(`No screen for ${page.path}`);
    return {
      path: page.path,
      handle,
      loader: guard,
      lazy: screen,
      errorElement: <LibraryRouteError />,
    };
  });
}

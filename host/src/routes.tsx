import { can, RouteCodeContext } from "@campus/core";
import { useEffect, type ReactNode } from "react";
import { createBrowserRouter, Navigate, Outlet, useLocation } from "react-router";
import { useStore } from "zustand";
import { PortalLayout } from "./layout/portal-layout";
import { LegalPage } from "./pages/legal-page";
import { SignInPage } from "./pages/sign-in-page";
import { StatusPage } from "./pages/status-page";
import { PORTAL_ROUTES, type PortalRoute } from "./routes/route-table";
import { runtime } from "./runtime";

export const BASENAME = "/parent_student";

/** Pages behind sign-in: without a session, to the sign-in page and back here afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useStore(runtime.session, (s) => s.token);
  const location = useLocation();
  if (!token) {
    const back = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return children;
}

/**
 * A feature page: 403 when the user's permissions lack its route code (the menu never links
 * there, but a typed or bookmarked address may). Features not mounted yet show the 404 page's
 * "under development" state.
 */
export function FeaturePage({ route, children }: { route: PortalRoute; children?: ReactNode }) {
  const permissions = useStore(runtime.session, (s) => s.user?.permissions);
  if (!permissions) return null;
  if (route.routeCode && !can(permissions, route.routeCode)) return <StatusPage status={403} />;
  return (
    <RouteCodeContext.Provider value={route.routeCode ?? null}>
      {children ?? <StatusPage status="underDevelopment" />}
    </RouteCodeContext.Provider>
  );
}

/** Scroll resets to the top on every navigation (spec §2). */
function ScrollReset({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return children;
}

/** Error and legal pages: inside the layout when signed in, on their own otherwise. */
function MaybeLayout() {
  const token = useStore(runtime.session, (s) => s.token);
  return token ? <PortalLayout /> : <Outlet />;
}

export const routes = [
  {
    element: (
      <ScrollReset>
        <Outlet />
      </ScrollReset>
    ),
    children: [
      { path: "/login", element: <SignInPage /> },
      {
        element: <MaybeLayout />,
        children: [
          { path: "/403", element: <StatusPage status={403} /> },
          { path: "/404", element: <StatusPage status={404} /> },
          { path: "/500", element: <StatusPage status={500} /> },
          { path: "/terms", element: <LegalPage kind="terms" /> },
          { path: "/privacy", element: <LegalPage kind="privacy" /> },
        ],
      },
      {
        element: (
          <RequireSession>
            <PortalLayout />
          </RequireSession>
        ),
        children: PORTAL_ROUTES.map((route) => ({
          path: route.path,
          element: route.redirect ? (
            <Navigate to={route.redirect} replace />
          ) : (
            <FeaturePage route={route} />
          ),
        })),
      },
      { path: "*", element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createPortalRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}

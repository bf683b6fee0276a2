import { can, RouteCodeContext } from "@campus/core";
import { useEffect, type ReactNode } from "react";
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from "react-router";
import { useStore } from "zustand";
import { PortalLayout } from "./layout/portal-layout";
import { LegalPage } from "./pages/legal-page";
import { SignInPage } from "./pages/sign-in-page";
import { StatusPage } from "./pages/status-page";
import { createLibraryRoutes } from "@campus/library";
import { PLACEHOLDER_ROUTES, routeFor, type PortalRoute } from "./routes/route-table";
import { queryClient, runtime } from "./runtime";

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
 * A feature's pages: 403 when the user's permissions lack the page's route code (the menu never
 * links there, but a typed or bookmarked address may). The code comes from the page's metadata.
 */
export function PermissionGate({ children }: { children?: ReactNode }) {
  const permissions = useStore(runtime.session, (s) => s.user?.permissions);
  const { pathname } = useLocation();
  const routeCode = routeFor(pathname)?.routeCode;
  if (!permissions) return null;
  if (routeCode && !can(permissions, routeCode)) return <StatusPage status={403} />;
  return (
    <RouteCodeContext.Provider value={routeCode ?? null}>
      {children ?? <Outlet />}
    </RouteCodeContext.Provider>
  );
}

/** A page of a feature not mounted yet: the 404 page's "under development" state. */
function placeholder(route: PortalRoute): RouteObject {
  return {
    path: route.path,
    element: route.redirect ? (
      <Navigate to={route.redirect} replace />
    ) : (
      <StatusPage status="underDevelopment" />
    ),
  };
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
        children: [
          {
            element: <PermissionGate />,
            children: [
              ...PLACEHOLDER_ROUTES.map(placeholder),
              ...createLibraryRoutes({ runtime, queryClient, basename: BASENAME }),
            ],
          },
        ],
      },
      { path: "*", element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createPortalRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}

import { can, RouteCodeContext } from "@campus/core";
import { createLibraryRoutes, useLibraryForward } from "@campus/library";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from "react-router";
import { useStore } from "zustand";
import { PortalLayout } from "../layout/portal-layout";
import { StatusPage } from "../pages/status-page";
import { PLACEHOLDER_ROUTES, routeFor, type PortalRoute } from "../routes/route-table";
import { runtime } from "../runtime";

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

const routes: RouteObject[] = [
  {
    element: <PortalLayout />,
    children: [
      {
        element: <PermissionGate />,
        children: [...PLACEHOLDER_ROUTES.map(placeholder), ...createLibraryRoutes()],
      },
    ],
  },
  { path: "*", element: <Navigate to="/404" replace /> },
];

/**
 * Every page behind sign-in, in the layout: one chunk with the features' routes, loaded once
 * someone is signed in, so the sign-in page carries none of it.
 */
export function SignedInPages() {
  const pages = useRoutes(routes);
  // Forwarded before the layout sees the address: one tab per page the user actually sees.
  const forward = useLibraryForward();
  return forward ? <Navigate to={forward} replace /> : pages;
}

import { can, RouteCodeContext } from "@campus/core";
import { createFeatureRoutes, useMatchesOneOf } from "@campus/ui";
import type { ReactNode } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { useStore } from "zustand";
import { PortalLayout } from "../layout/portal-layout";
import { StatusPage } from "../pages/status-page";
import { FEATURES } from "../features";
import {
  PLACEHOLDER_ROUTES,
  PORTAL_ROUTES,
  routeFor,
  type PortalRoute,
} from "../routes/route-table";
import { runtime } from "../runtime";

/**
 * A feature's pages: 403 when the user's permissions lack the page's route code (the menu never
 * links there, but a typed or bookmarked address may). The code comes from the page's metadata.
 */
export function PermissionGate({ children }: { children: ReactNode }) {
  const permissions = useStore(runtime.session, (s) => s.user?.permissions);
  const [pathname] = useLocation();
  const routeCode = routeFor(pathname)?.routeCode;
  if (!permissions) return null;
  if (routeCode && !can(permissions, routeCode)) return <StatusPage status={403} />;
  return (
    <RouteCodeContext.Provider value={routeCode ?? null}>{children}</RouteCodeContext.Provider>
  );
}

/** A page of a feature not mounted yet: the 404 page's "under development" state. */
function placeholder(route: PortalRoute) {
  return (
    <Route key={route.path} path={route.path}>
      {route.redirect ? (
        <Redirect to={route.redirect} replace />
      ) : (
        <StatusPage status="underDevelopment" />
      )}
    </Route>
  );
}

/*
 * Every path is exact and none is listed twice (route-table.test.ts), so the order of the
 * Switch's routes does not matter; the layout surrounds only these addresses.
 */
const PAGES = [...PLACEHOLDER_ROUTES.map(placeholder), ...FEATURES.flatMap(createFeatureRoutes)];
const PATHS = PORTAL_ROUTES.map((page) => page.path);

/** Each feature's forward, outermost first: one that must change the address does so first. */
function Forwards({ children }: { children: ReactNode }) {
  return FEATURES.reduceRight<ReactNode>(
    (inner, { id, Forward }) => (Forward ? <Forward key={id}>{inner}</Forward> : inner),
    children,
  );
}

/**
 * Every page behind sign-in, in the layout: one chunk with the features' routes, loaded once
 * someone is signed in, so the sign-in page carries none of it. Unknown addresses → /404.
 */
export function SignedInPages() {
  // Forwarded before the layout sees the address: one tab per page the user actually sees.
  return (
    <Forwards>
      <KnownPages />
    </Forwards>
  );
}

function KnownPages() {
  const known = useMatchesOneOf(PATHS);
  if (!known) return <Redirect to="/404" replace />;
  return (
    <PortalLayout>
      <PermissionGate>
        <Switch>{PAGES}</Switch>
      </PermissionGate>
    </PortalLayout>
  );
}

import { createFeatureRoutes } from "@campus/ui";
import type { ReactNode } from "react";
import { Redirect, Route } from "wouter";
import { FEATURES } from "../features";
import { StatusPage } from "../pages/status-page";
import { PLACEHOLDER_ROUTES, PORTAL_ROUTES, type PortalRoute } from "../routes/route-table";

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
export const PAGES = [
  ...PLACEHOLDER_ROUTES.map(placeholder),
  ...FEATURES.flatMap(createFeatureRoutes),
];
export const PATHS = PORTAL_ROUTES.map((page) => page.path);

/** Each feature's forward, outermost first: one that must change the address does so first. */
export function Forwards({ children }: { children: ReactNode }) {
  return FEATURES.reduceRight<ReactNode>(
    (inner, { id, Forward }) => (Forward ? <Forward key={id}>{inner}</Forward> : inner),
    children,
  );
}

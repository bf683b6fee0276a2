import { can, RouteCodeContext } from "@campus/core";
import { libraryFeature } from "@campus/library";
import { createFeatureRoutes, screenContainer, theme, useMatchesOneOf } from "@campus/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { useStore } from "zustand";
import { FeatureTexts } from "../layout/feature-texts";
import { SignedOutFrame } from "../layout/lazy-signed-out-frame";
import { PortalLayout } from "../layout/portal-layout";
import { queryClient } from "../query-client";
import { StatusPage } from "../pages/status-page";
import { FEATURES } from "../features";
import {
  PLACEHOLDER_ROUTES,
  PORTAL_ROUTES,
  routeFor,
  type PortalRoute,
} from "../routes/route-table";
import { isGuardian } from "../routes/surfaces";
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

const LIBRARY_TEXTS = [libraryFeature.messages];
const LIBRARY_PAGES = libraryFeature.pages.flatMap((page) =>
  PAGES.filter((route) => route.key === page.path),
);

const Browsing = styled.div`
  ${screenContainer}
  box-sizing: border-box;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxl};
`;

/**
 * The library for a visitor who is not signed in (spec §2: anyone browses a school's library
 * by its code; decision 0019): its pages in the signed-out frame, a sign-in button where the
 * menu would be. A reader action asks in the library's dialog and goes on; signed in, the same
 * address shows in the layout.
 */
function LibraryBrowsing() {
  return (
    <QueryClientProvider client={queryClient}>
      <FeatureTexts loaders={LIBRARY_TEXTS}>
        <SignedOutFrame signIn>
          <Browsing>
            <Forwards>
              <Switch>
                {LIBRARY_PAGES}
                <Route>
                  <Redirect to="/404" replace />
                </Route>
              </Switch>
            </Forwards>
          </Browsing>
        </SignedOutFrame>
      </FeatureTexts>
    </QueryClientProvider>
  );
}

/**
 * Every page behind sign-in, in the layout: one chunk with the features' routes, loaded once
 * someone is signed in, so the sign-in page carries none of it. Unknown addresses → /404.
 * Signed out, or as a guardian, only library addresses come here (`routes.tsx`): browsed.
 */
export function SignedInPages() {
  const token = useStore(runtime.session, (s) => s.token);
  const guardian = useStore(runtime.session, isGuardian);
  if (!token || guardian) return <LibraryBrowsing />;
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

import { can, RouteCodeContext } from "@campus/core";
import { retryableLazy, useMatchesOneOf } from "@campus/ui";
import type { ReactNode } from "react";
import { Redirect, Switch, useLocation } from "wouter";
import { useStore } from "zustand";
import { PortalLayout } from "../layout/portal-layout";
import { StatusPage } from "../pages/status-page";
import { routeFor } from "../routes/route-table";
import { isGuardian } from "../routes/surfaces";
import { runtime } from "../runtime";
import { Forwards, PAGES, PATHS } from "./feature-pages";

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

// Only for someone not signed in: a chunk of its own, the library's way around with it.
const LibraryBrowsing = retryableLazy(() =>
  import("./library-browsing").then((m) => m.LibraryBrowsing),
);

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

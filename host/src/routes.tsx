import { loadChunk } from "@campus/core";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from "react-router";
import { useStore } from "zustand";
import { LegalPage } from "./pages/legal-page";
import { StatusPage } from "./pages/status-page";
import { runtime } from "./runtime";

export const BASENAME = "/parent_student";

/*
 * The sign-in page and the signed-in layout are chunks of their own: someone signing in does
 * not download the layout, menus and query cache, and someone signed in not the sign-in form.
 */
const SignInPage = lazy(() =>
  loadChunk(() => import("./pages/sign-in-page")).then((m) => ({ default: m.SignInPage })),
);
const PortalLayout = lazy(() =>
  loadChunk(() => import("./layout/portal-layout")).then((m) => ({ default: m.PortalLayout })),
);
const SignedInPages = lazy(() =>
  loadChunk(() => import("./signed-in/routes")).then((m) => ({ default: m.SignedInPages })),
);

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

export const routes: RouteObject[] = [
  {
    element: (
      <ScrollReset>
        <Suspense>
          <Outlet />
        </Suspense>
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
        path: "*",
        element: (
          <RequireSession>
            <SignedInPages />
          </RequireSession>
        ),
      },
    ],
  },
];

/** The portal's pages, in the router `App` provides. */
export function PortalRoutes() {
  return useRoutes(routes);
}

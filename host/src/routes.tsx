import { PORTAL_BASE } from "@campus/contract";
import { RouteBoundary, retryableLazy, useSearchString } from "@campus/ui";
import { Suspense, useLayoutEffect, type ReactNode } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { useStore } from "zustand";
import { SignedOutFrame } from "./layout/lazy-signed-out-frame";
import {
  isGuardian,
  isLibraryPath,
  isPortalAddress,
  isRegistrationOfficePath,
} from "./routes/surfaces";
import { StatusPage } from "./pages/status-page";
import { runtime } from "./runtime";

export const BASENAME = PORTAL_BASE;

/*
 * The sign-in page and the signed-in layout are chunks of their own: someone signing in does
 * not download the layout, menus and query cache, and someone signed in not the sign-in form.
 */
const SignInPage = retryableLazy(() => import("./pages/sign-in-page").then((m) => m.SignInPage));
const PortalLayout = retryableLazy(() =>
  import("./layout/portal-layout").then((m) => m.PortalLayout),
);
// Rarely opened: the legal pages, and the signed-out frame around them and the error pages.
const LegalPage = retryableLazy(() => import("./pages/legal-page").then((m) => m.LegalPage));
const SignedInPages = retryableLazy(() =>
  import("./signed-in/routes").then((m) => m.SignedInPages),
);
// A school's first start: its set-up link, signed out (issue 36).
const SetupRoute = retryableLazy(() => import("./setup/setup-route").then((m) => m.SetupRoute));
const ActivateRoute = retryableLazy(() =>
  import("./activate/activate-page").then((m) => m.ActivateRoute),
);
// New-student registration: open signed out, in its own frame (issue 11).
const RegistrationPages = retryableLazy(() =>
  import("./registration/registration-pages").then((m) => m.RegistrationPages),
);

/**
 * Pages behind sign-in: without a session, to the sign-in page and back here afterwards; an
 * address that is no page of the portal at all, to the 404 page (spec §2, issue 35 item 12).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useStore(runtime.session, (s) => s.token);
  const [pathname] = useLocation();
  const search = useSearchString();
  if (!token) {
    if (!isPortalAddress(pathname)) return <Redirect to="/404" replace />;
    const back = pathname + search;
    return <Redirect to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return children;
}

/**
 * Everything else: signed in, the portal's pages; signed out (or signed in only as a guardian),
 * the library's browsing pages (the same chunk, in the signed-out frame), or the sign-in page
 * and back; a guardian anywhere else, to registration.
 */
function SignedInOrBrowsing() {
  const token = useStore(runtime.session, (s) => s.token);
  const guardian = useStore(runtime.session, isGuardian);
  const [pathname] = useLocation();
  if ((!token || guardian) && isLibraryPath(pathname)) return <SignedInPages />;
  // A guardian applying for a place has no school pages: their own are registration's.
  if (guardian) return <Redirect to="/registration/history" replace />;
  return (
    <RequireSession>
      <SignedInPages />
    </RequireSession>
  );
}

/**
 * `/registration/…`: a family's pages in registration's own frame, open signed out; the school
 * office's (staff) behind sign-in in the layout, as every school page.
 */
function Registration() {
  const [pathname] = useLocation();
  return isRegistrationOfficePath(pathname) ? <SignedInOrBrowsing /> : <RegistrationPages />;
}

/**
 * Scroll resets to the top on every navigation (spec §2). A layout effect: it runs before any
 * page's own effects, so a page that scrolls itself (the manual's `?section=`) has the last
 * word — as a passive effect of this outer component it ran after, back to the top.
 */
function ScrollReset({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const search = useSearchString();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return children;
}

/** Error and legal pages: inside the layout when signed in, in the signed-out frame otherwise. */
function MaybeLayout({ children }: { children: ReactNode }) {
  const token = useStore(runtime.session, (s) => s.token);
  return token ? (
    <PortalLayout>{children}</PortalLayout>
  ) : (
    <SignedOutFrame>{children}</SignedOutFrame>
  );
}

/**
 * The portal's pages, in the router `App` provides. wouter's `Switch` takes the first route that
 * matches, so the catch-all comes last.
 */
export function PortalRoutes() {
  return (
    <ScrollReset>
      {/* The sign-in page's or the layout's code not arriving is said, with "try again". */}
      <RouteBoundary>
        <Suspense>
          <Switch>
            <Route path="/login" component={SignInPage} />
            <Route path="/setup" component={SetupRoute} />
            <Route path="/activate" component={ActivateRoute} />
            <Route path="/403">
              <MaybeLayout>
                <StatusPage status={403} />
              </MaybeLayout>
            </Route>
            <Route path="/404">
              <MaybeLayout>
                <StatusPage status={404} />
              </MaybeLayout>
            </Route>
            <Route path="/500">
              <MaybeLayout>
                <StatusPage status={500} />
              </MaybeLayout>
            </Route>
            <Route path="/terms">
              <MaybeLayout>
                <LegalPage kind="terms" />
              </MaybeLayout>
            </Route>
            <Route path="/privacy">
              <MaybeLayout>
                <LegalPage kind="privacy" />
              </MaybeLayout>
            </Route>
            <Route path="/registration/*?" component={Registration} />
            <Route>
              <SignedInOrBrowsing />
            </Route>
          </Switch>
        </Suspense>
      </RouteBoundary>
    </ScrollReset>
  );
}

import { loadChunk, type CampusFeature, type FeaturePage } from "@campus/core";
import { lazy, Suspense, type ComponentType, type ReactElement } from "react";
import { Redirect, Route } from "wouter";
import { useSearchString } from "./routing";

/** A forwarding address (spec §2) that keeps its query (the library's `xschoolCode`, say). */
function Forward({ to }: { to: string }) {
  const search = useSearchString();
  return <Redirect to={`${to}${search}`} replace />;
}

/** Without a feature's own `Page`: the screen as it is, once its code has arrived. */
function PlainPage({ screen: Screen }: { screen: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}

// One lazy component per page for the life of the page: React keeps what it loaded.
const screens = new WeakMap<FeaturePage, ComponentType>();
function lazyScreen(page: FeaturePage, load: () => Promise<ComponentType>): ComponentType {
  let screen = screens.get(page);
  if (!screen) {
    // The 120 s rule for a page's code (loadChunk) applies to every screen.
    screen = lazy(() => loadChunk(load).then((Screen) => ({ default: Screen })));
    screens.set(page, screen);
  }
  return screen;
}

/**
 * A feature's routes for a wouter `<Switch>`: forwarding addresses keep their query, and every
 * screen goes through the feature's `Page` (its guard), which decides before the screen's code
 * loads. Every path is exact and none overlaps another, so their order does not matter.
 */
export function createFeatureRoutes(feature: CampusFeature): ReactElement[] {
  const Page = feature.Page ?? PlainPage;
  return feature.pages.map((page) => {
    if (page.redirect) {
      return (
        <Route key={page.path} path={page.path}>
          <Forward to={page.redirect} />
        </Route>
      );
    }
    if (!page.screen)
      throw new Error(`${feature.id}: ${page.path} has neither screen nor redirect`);
    const Screen = lazyScreen(page, page.screen);
    return (
      <Route key={page.path} path={page.path}>
        <Page screen={Screen} />
      </Route>
    );
  });
}

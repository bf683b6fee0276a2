import type { CampusFeature, FeaturePage } from "@campus/core";
import { Suspense, type ComponentType, type ReactElement } from "react";
import { Redirect, Route } from "wouter";
import { retryableLazy } from "./retryable-lazy";
import { RouteBoundary } from "./route-boundary";
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
function screenOf(page: FeaturePage, load: () => Promise<ComponentType>): ComponentType {
  let screen = screens.get(page);
  if (!screen) screens.set(page, (screen = retryableLazy(load)));
  return screen;
}

/** A page's screen behind the feature's Page, its lazy component looked up when it renders. */
function FeatureScreen({
  page,
  load,
  Page,
}: {
  page: FeaturePage;
  load: () => Promise<ComponentType>;
  Page: ComponentType<{ screen: ComponentType }>;
}) {
  return <Page screen={screenOf(page, load)} />;
}

/**
 * A feature's routes for a wouter `<Switch>`: forwarding addresses keep their query, and every
 * screen goes through the feature's `Page` (its guard), which decides before the screen's code
 * loads, inside an error boundary of its own (code that does not load is said, with a reload). Every path is exact and none overlaps another, so their order does not matter.
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
    return (
      <Route key={page.path} path={page.path}>
        <RouteBoundary>
          <FeatureScreen page={page} load={page.screen} Page={Page} />
        </RouteBoundary>
      </Route>
    );
  });
}

import { featurePages, type PageMeta } from "@campus/core";
import { FEATURES } from "../features";
import { HOME_PATH } from "./home-path";

/**
 * The portal's routes (spec §2) and their metadata: the page tab's title (a message id) and the
 * route code whose permission the page needs. Feature routes show the 404 page's "under
 * development" state until their feature package is mounted.
 */
export type PortalRoute = PageMeta;

const feature = (path: string, routeCode: string): PortalRoute => ({
  path,
  routeCode,
  title: `host.route.${routeCode}`,
});

/** The mounted features' pages. */
const FEATURE_ROUTES: PortalRoute[] = featurePages(FEATURES);
const MOUNTED = new Set(FEATURE_ROUTES.map((page) => page.path));

/**
 * Pages of features not mounted yet: they show the 404 page's "under development" state. A row
 * whose feature is mounted drops out by itself.
 */
const PLANNED: PortalRoute[] = [
  { path: "/", title: "host.route.calendar.overview", redirect: HOME_PATH },
  feature("/registration/history", "registration.history"),
];
export const PLACEHOLDER_ROUTES = PLANNED.filter((route) => !MOUNTED.has(route.path));

/** Pages outside the feature routes, always reachable. */
export const PAGE_TITLES: Record<string, string> = {
  "/login": "host.route.login",
  "/setup": "host.route.setup",
  "/activate": "host.route.activate",
  "/403": "host.route.403",
  "/404": "host.route.404",
  "/500": "host.route.500",
  "/terms": "host.route.terms",
  "/privacy": "host.route.privacy",
};

/** Every page the portal knows: its placeholders and the mounted features' pages. */
export const PORTAL_ROUTES: PortalRoute[] = [...PLACEHOLDER_ROUTES, ...FEATURE_ROUTES];

/** The metadata of a path, or undefined for an unknown path. */
export function routeFor(pathname: string): PortalRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const known = PORTAL_ROUTES.find((route) => route.path === path);
  if (known) return known;
  const title = PAGE_TITLES[path];
  return title ? { path, title } : undefined;
}

import { can, type FeaturePage } from "@campus/core";
import type { Permissions } from "@campus/contract";

/* Which of a feature's pages an element opens: the pages are the feature's, the rules the element's. */

/** Whether someone with `permissions` may open `page`: a page without a route code is open to all. */
export function mayOpen(page: FeaturePage, permissions: Permissions): boolean {
  return !page.routeCode || can(permissions, page.routeCode);
}

/**
 * Where someone who may not open the page they are on goes instead: the element's home if they
 * may open it, else the first of the feature's pages they may (a family's ECA element: the
 * child's records, not the staff's events list). None: they stay, and are told.
 */
export function openablePage(
  pages: readonly FeaturePage[],
  home: string,
  permissions: Permissions,
): string | undefined {
  const screens = pages.filter((page) => page.screen && mayOpen(page, permissions));
  return (screens.find((page) => page.path === home) ?? screens[0])?.path;
}

/**
 * Whether `address` (path and query) is one of the feature's: under the first segment of one of
 * its pages ("/smarteca/detail?tab=records" for ECA, whose id is "eca"). An unknown page there
 * is the feature's own "not found"; an address elsewhere opens the element's home.
 */
export function inFeature(pages: readonly FeaturePage[], address: string): boolean {
  return pages.some((page) => {
    const segment = `/${page.path.split("/")[1]}`;
    const rest = address.slice(segment.length);
    return address.startsWith(segment) && (rest === "" || /^[/?#]/.test(rest));
  });
}

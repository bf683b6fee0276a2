/**
 * What a surface needs to know of a page besides its screen: the page tab's title (a message
 * id), the permission it needs (a route code; none for pages everyone may see) and, for an
 * address that only forwards, where it goes. Features export their pages' metadata; the portal
 * and the elements read it (titles, tabs, permission checks) without loading the screens.
 */
export interface PageMeta {
  path: string;
  title: string;
  routeCode?: string;
  /** Visiting the path goes here instead (keeping the query). */
  redirect?: string;
}

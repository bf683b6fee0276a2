import { useCallback, useMemo, useState, type AnchorHTMLAttributes, type ReactNode } from "react";
import { Link, matchRoute, Router, useLocation, useRouter } from "wouter";
import { memoryLocation } from "wouter/memory-location";

/*
 * The few pieces of routing every surface shares, on wouter (docs/decisions/0007): here because
 * ui is the lowest package that renders, and the portal and every feature already depend on it.
 */

/**
 * The address's query exactly as it stands: "?a=b", or "" when there is none. wouter's own
 * `useSearch` runs `decodeURI` over it first, so a searched "%41" would come back as "A".
 */
export function useSearchString(): string {
  const router = useRouter();
  const search = router.searchHook(router);
  return !search || search.startsWith("?") ? search : `?${search}`;
}

export type SearchParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The address's query as `URLSearchParams`, and a setter that keeps the path and navigates to the
 * new query (`{ replace: true }` replaces the history entry instead of adding one).
 */
export function useSearchParams() {
  const search = useSearchString();
  const [pathname, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (update: SearchParamsUpdate, options?: { replace?: boolean }) => {
      const next = typeof update === "function" ? update(new URLSearchParams(params)) : update;
      const query = next.toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [params, pathname, navigate],
  );
  return [params, setParams] as const;
}

/**
 * Sets one filter of a list kept in the address (`?status=paid`), or takes it away (no value),
 * and goes back to the list's first page: what changing a filter means on every paged list.
 */
export function useSetFilter() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (name: string, value: string | null | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete("page");
        return next;
      }),
    [setParams],
  );
}

/**
 * Whether the current path is one of `paths`, matched as a `<Route path>` matches it (any case, an
 * optional trailing slash). wouter's `<Switch>` only picks a page; a frame that surrounds some
 * pages and not others (a layout) asks this first, so it stays mounted while its pages change.
 */
export function useMatchesOneOf(paths: readonly string[]): boolean {
  const router = useRouter();
  const [pathname] = useLocation();
  return paths.some((path) => matchRoute(router.parser, path, pathname)[0]);
}

/** The `href` a path gets in the current router: its base (the portal's `/parent_student`) or "#". */
export function useHref(to: string): string {
  const router = useRouter();
  return router.hrefs(router.base + to, router);
}

export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** Where the link goes, query included; only the path decides whether it is current. */
  to: string;
  /** Current only on exactly this path, not on the pages below it. */
  end?: boolean;
}

/** A link within the router, never marked current (rows of one list that all lead to its page). */
export { Link };

/**
 * A link that knows it leads to the page being shown: `aria-current="page"` and the class
 * `active`. Paths compare without regard to case, as routes match.
 */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const [pathname] = useLocation();
  const here = pathname.toLowerCase();
  const target = (to.split("?")[0] ?? to).toLowerCase();
  const below = target.endsWith("/") ? target : `${target}/`;
  const active = here === target || (!end && target !== "/" && here.startsWith(below));
  return (
    <Link
      {...props}
      to={to}
      className={active ? [className, "active"].filter(Boolean).join(" ") : className}
      aria-current={active ? "page" : undefined}
    />
  );
}

/**
 * A router that keeps its address in memory, starting at `path` (query included): what stories
 * and harnesses render a screen in. The page's own address is left alone.
 */
export function MemoryRouter({ path = "/", children }: { path?: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path }));
  return <Router hook={location.hook}>{children}</Router>;
}

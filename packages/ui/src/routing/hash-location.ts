import { useSyncExternalStore } from "react";

/*
 * An element's address kept after the page's "#", query included: `#/library/bookdetail?id=7`,
 * so a reader can bookmark or share it. wouter's own useHashLocation takes everything after "#"
 * as the path and reads and writes the query in the page's own `location.search`, which belongs
 * to the school's page, not to the element.
 */

/*
 * The page's address has room for one element's page (issue 18, item 5): the first element on
 * the page that asks for `routing="hash"` owns it; any other routes in memory from its own `path`
 * (docs/decisions/0013-elements-leave-the-page-alone.md). An owner that left the page hands it on.
 */
let addressOwner: Element | null = null;

/**
 * Asks for the page's hash for `element`: true when it is free (or already `element`'s), false
 * when another element on the page owns it.
 */
export function claimHashAddress(element: Element): boolean {
  if (addressOwner && addressOwner !== element && addressOwner.isConnected) return false;
  addressOwner = element;
  return true;
}

/** Gives the page's hash back (an element that owned it leaves the page). */
export function releaseHashAddress(element: Element) {
  if (addressOwner === element) addressOwner = null;
}

const subscribe = (callback: () => void) => {
  addEventListener("hashchange", callback);
  return () => removeEventListener("hashchange", callback);
};

/** "#/library/home?xschoolCode=DEMO" → ["/library/home", "?xschoolCode=DEMO"]. */
export function splitHash(hash: string): [path: string, search: string] {
  const address = `/${hash.replace(/^#?\/?/, "")}`;
  const at = address.indexOf("?");
  return at < 0 ? [address, ""] : [address.slice(0, at), address.slice(at)];
}

const currentPath = () => splitHash(location.hash)[0];
const currentSearch = () => splitHash(location.hash)[1];

/** Moves the element to `to` (path and query) in the page's hash; Back and Forward work. */
export function navigateHash(to: string, options: { replace?: boolean; state?: unknown } = {}) {
  const oldURL = location.href;
  history[options.replace ? "replaceState" : "pushState"](options.state ?? null, "", `#${to}`);
  // pushState and replaceState do not announce a new hash themselves.
  dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: location.href }));
}

/** A wouter location hook (`<Router hook={useHashAddress}>`): path, search and links in the hash. */
export function useHashAddress(): [string, typeof navigateHash] {
  return [useSyncExternalStore(subscribe, currentPath), navigateHash];
}
useHashAddress.searchHook = () => useSyncExternalStore(subscribe, currentSearch);
useHashAddress.hrefs = (href: string) => `#${href}`;

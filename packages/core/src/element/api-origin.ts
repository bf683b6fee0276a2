import { useElementInstance } from "./define-element";

/**
 * Where the API is: an element's `api-base`, else the origin this code came from (the portal's
 * own, or the embed bundle's: where core sends its calls when the page names none). Addresses
 * the browser opens itself (a feed, an attachment) start here.
 */
export function useApiOrigin(): string {
  const element = useElementInstance();
  const named = element?.host.getAttribute("api-base");
  return (named || new URL(import.meta.url).origin).replace(/\/+$/, "");
}

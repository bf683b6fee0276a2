/**
 * The elements this bundle provides, each loaded when a page first uses its tag: a page with
 * only `<campus-account>` downloads the account element and the shared runtime, never the
 * library's router and screens.
 */
export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = {
  "campus-account": () => import("./account/account-element").then((m) => m.defineCampusAccount()),
  "campus-library": () => import("@campus/library/element"),
  "campus-calendar": () => import("@campus/calendar/element"),
  "campus-registration": () => import("@campus/registration/element"),
  "campus-eca": () => import("@campus/eca/element"),
  "campus-manual": () => import("@campus/manual/element"),
  "campus-notices": () => import("@campus/notices/element"),
  "campus-attendance": () => import("@campus/attendance/element"),
  "campus-fees": () => import("@campus/fees/element"),
};

const requested = new Set<string>();

/** Loads (once) the definition of every Campus tag found in `root`. */
export function loadElementsIn(root: ParentNode) {
  for (const [tag, load] of Object.entries(ELEMENT_LOADERS)) {
    if (requested.has(tag) || customElements.get(tag)) continue;
    const found =
      (root instanceof Element && root.localName === tag) || root.querySelector(tag) !== null;
    if (!found) continue;
    requested.add(tag);
    load().catch((error: unknown) => {
      // A failed load may be retried by the next element the page adds.
      requested.delete(tag);
      console.error(`Campus: ${tag} could not be loaded`, error);
    });
  }
}

/**
 * Watches the page: tags present now, and tags a CMS or a script adds later (one observer for
 * the document). Elements inside another component's shadow root are not seen: such a page
 * calls `defineAllElements()` instead.
 */
export function autoloadElements(doc: Document = document) {
  loadElementsIn(doc);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) loadElementsIn(node);
  }).observe(doc.documentElement, { childList: true, subtree: true });
}

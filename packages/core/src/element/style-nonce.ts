/*
 * The nonce the elements' `<style>` elements carry, so that a page with a strict
 * Content-Security-Policy (`style-src 'nonce-…'`, no 'unsafe-inline') shows them styled
 * (issue 18, item 7; docs/decisions/0013-elements-leave-the-page-alone.md). A page hands it
 * over either way an integrator expects:
 *
 * - `<meta property="csp-nonce" nonce="…">` (or `content="…"`), anywhere in the document;
 * - the `nonce` of the `<script>` that loads the bundle (`campus-elements.js`, or the pinned
 *   `campus-elements-<version>.js` of the integrity snippet).
 *
 * Browsers hide a nonce attribute's value once the page has a policy ("nonce hiding"); the
 * `nonce` property keeps it, so the property is read first.
 */

/** The bundle's entry by file name, current or pinned (packages/elements/build/cdn-release.ts). */
const BUNDLE_FILE = /\/campus-elements(?:-[\w-]+)?\.js$/;

function nonceOf(element: Element): string | undefined {
  return (element as HTMLElement).nonce || element.getAttribute("nonce") || undefined;
}

function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? url;
}

/**
 * Finds the style nonce a page gives the elements: the `csp-nonce` meta first (it says
 * "for styles"), then the nonce of the script that loaded the bundle — the one whose address is
 * one of `bundleUrls`, or any whose file is `campus-elements[-<version>].js`. Undefined when there is none.
 */
export function findStyleNonce(
  doc: Document,
  bundleUrls: readonly string[] = [],
): string | undefined {
  const meta = doc.querySelector('meta[property="csp-nonce"]');
  const fromMeta = meta && (nonceOf(meta) ?? (meta.getAttribute("content") || undefined));
  if (fromMeta) return fromMeta;
  const bundles = new Set(bundleUrls.map(withoutQuery));
  for (const script of doc.querySelectorAll<HTMLScriptElement>("script[src]")) {
    const src = withoutQuery(script.src);
    if (!bundles.has(src) && !BUNDLE_FILE.test(src)) continue;
    const nonce = nonceOf(script);
    if (nonce) return nonce;
  }
  return undefined;
}

let pageNonce: { value: string | undefined } | undefined;

/**
 * The page's style nonce, looked up once (the first element to render asks): module scripts
 * have no `document.currentScript`, so the script is found by its address.
 */
export function pageStyleNonce(): string | undefined {
  pageNonce ??= { value: findStyleNonce(document, [import.meta.url]) };
  return pageNonce.value;
}

let blocked: boolean | undefined;

/**
 * Whether the page's policy drops the elements' `<style>` elements even with the nonce found
 * (a page with none to give, or the wrong one): a probe style gets no style sheet then. Asked
 * once. styled-components then writes its rules as text (`disableCSSOMInjection`): with the
 * sheet missing, its fast path throws (its error 17) and the element rendered nothing — now it
 * renders unstyled, as the guide says, and `reportBlockedStyles` says why.
 */
export function pageBlocksStyles(): boolean {
  if (blocked === undefined) {
    const probe = document.createElement("style");
    const nonce = pageStyleNonce();
    if (nonce) probe.nonce = nonce;
    document.head.append(probe);
    blocked = probe.sheet === null;
    probe.remove();
  }
  return blocked;
}

// The text module alone: the contract's root imports JSON, which Playwright's loader refuses.
import { normalizeText } from "@campus/contract/text";
/**
 * Cross-site scripting payloads: what a reader, a parent or a staff member could type into any
 * free-text field. The screens' stories show them in every field (`xss.ts`), at both widths; the
 * journeys (tests/e2e/xss.spec.ts) store them through the API and open a page of each feature
 * under the real CSP. Each one, if the browser ever treats it as markup or code, says so in a
 * way both hear:
 *
 * - `__xss=N` assigns the page's trap (a setter installed on `window`),
 * - `alert(N)` opens a dialog,
 * - `/__xss__/N` is a request (script, image, style, frame) that is heard: it catches
 *   markup that was parsed even where no script could run.
 *
 * N is the payload's number, so a failure names the payload. Every payload fits the shortest
 * free-text field (a loss reason, 200 characters). Shown as text, each must appear literally.
 */
export interface Payload {
  /** 1-based, stable: what `__xss`, `alert` and the marker URL report. */
  id: number;
  /** What it tries. */
  name: string;
  /** The text as typed. */
  text: string;
}

type Make = (n: number) => string;

const TEMPLATES: [name: string, make: Make][] = [
  // Plain script and event handlers.
  ["script tag", (n) => `<script>__xss=${n}</script>`],
  ["external script", (n) => `<script src="/__xss__/${n}"></script>`],
  ["img onerror", (n) => `<img src=x onerror=__xss=${n}>`],
  ["img onerror alert", (n) => `<img src=x onerror=alert(${n})>`],
  ["img onerror fetch", (n) => `<img src=x onerror="fetch('/__xss__/${n}')">`],
  ["image request only", (n) => `<img src="/__xss__/${n}">`],
  ["svg onload", (n) => `<svg onload=__xss=${n}>`],
  ["svg script", (n) => `<svg><script>__xss=${n}</script></svg>`],
  [
    "svg link to javascript:",
    (n) => `<svg><a xlink:href="javascript:alert(${n})"><text x=9 y=9>x</text></a></svg>`,
  ],
  ["details ontoggle", (n) => `<details open ontoggle=__xss=${n}>`],
  ["input autofocus onfocus", (n) => `<input autofocus onfocus=__xss=${n}>`],
  ["video source onerror", (n) => `<video><source onerror=__xss=${n}></video>`],
  // javascript: and data: URLs.
  ["bare javascript: URL", (n) => `javascript:alert(${n})`],
  ["link to javascript:", (n) => `<a href="javascript:__xss=${n}">open</a>`],
  ["javascript: with a tab in the scheme", (n) => `<a href="jav&#x09;ascript:__xss=${n}">x</a>`],
  ["iframe javascript:", (n) => `<iframe src="javascript:parent.__xss=${n}"></iframe>`],
  ["data: URL document", (n) => `data:text/html,<script>__xss=${n}</script>`],
  ["iframe srcdoc", (n) => `<iframe srcdoc="<script>parent.__xss=${n}</script>"></iframe>`],
  ["object data javascript:", (n) => `<object data="javascript:__xss=${n}"></object>`],
  ["form button formaction", (n) => `<form><button formaction=javascript:__xss=${n}>x</button>`],
  ["meta refresh", (n) => `<meta http-equiv=refresh content="0;url=javascript:__xss=${n}">`],
  // Markup that closes what it is put in.
  ["closes a double-quoted attribute", (n) => `"><img src=x onerror=__xss=${n}>`],
  ["closes a single-quoted attribute", (n) => `'><svg onload=__xss=${n}>`],
  [
    "adds a handler to an attribute",
    (n) => `" onmouseover="__xss=${n}" autofocus onfocus="__xss=${n}`,
  ],
  ["closes a textarea", (n) => `</textarea><script>__xss=${n}</script>`],
  ["closes an inline script", (n) => `</script><script>__xss=${n}</script>`],
  ["closes list and paragraph", (n) => `</p></li></ul></td><img src=x onerror=__xss=${n}>`],
  ["closes an HTML comment", (n) => `--><img src=x onerror=__xss=${n}><!--`],
  ["closes CDATA", (n) => `]]><img src=x onerror=__xss=${n}>`],
  ["nested to survive a filter", (n) => `<scr<script>ipt>__xss=${n}</scr</script>ipt>`],
  ["noscript mutation", (n) => `<noscript><p title="</noscript><img src=x onerror=__xss=${n}>">`],
  ["MathML mutation", (n) => `<math><mtext><table><mglyph><style><img src=x onerror=__xss=${n}>`],
  // Entities and unicode.
  ["entity-encoded tag", (n) => `&lt;img src=x onerror=__xss=${n}&gt;`],
  ["numeric entities", (n) => `&#60;script&#62;__xss=${n}&#60;/script&#62;`],
  ["entity-encoded handler", (n) => `<img src=x onerror=&#95;&#95;xss=${n}>`],
  ["JavaScript escapes in a handler", (n) => `<img src=x onerror="\\u005f\\u005fxss=${n}">`],
  ["JSON-escaped tag", (n) => `\\u003cimg src=x onerror=__xss=${n}\\u003e`],
  ["base64 through eval", (n) => `<img src=x onerror=eval(atob('${btoa(`__xss=${n}`)}'))>`],
  ["fullwidth brackets", (n) => `＜script＞__xss=${n}＜/script＞`],
  ["right-to-left override", (n) => `\u202E<img src=x onerror=__xss=${n}>`],
  ["zero-width space in the tag", (n) => `<im\u200Bg src=x onerror=__xss=${n}>`],
  ["NUL inside the tag name", (n) => `<scr\u0000ipt>__xss=${n}</scr\u0000ipt>`],
  // Template and expression languages.
  ["template literal", (n) => `\${__xss=${n}}`],
  ["mustache", (n) => `{{__xss=${n}}}`],
  ["Angular-style sandbox escape", (n) => `{{constructor.constructor('__xss=${n}')()}}`],
  ["markdown link", (n) => `[click](javascript:__xss=${n})`],
  // CSS.
  ["CSS expression", (n) => `<div style="width:expression(__xss=${n})">x</div>`],
  ["style @import", (n) => `<style>@import "/__xss__/${n}";</style>`],
  ["stylesheet link", (n) => `<link rel=stylesheet href="/__xss__/${n}">`],
  ["base href", (n) => `<base href="/__xss__/${n}/">`],
];

export const PAYLOADS: Payload[] = TEMPLATES.map(([name, make], i) => ({
  id: i + 1,
  name,
  text: make(i + 1),
}));

/**
 * The text a page should show for a payload: what the server keeps of it (the contract's one
 * text normalisation: NFC, control and invisible characters removed, trimmed), with runs of
 * white space as one space, since that is how rendered text is compared.
 */
export function shownText(text: string): string {
  return normalizeText(text).replace(/\s+/g, " ").trim();
}

/**
 * Markup in a region that only user text can have made: handler attributes, scripts, frames,
 * plugins, `<base>`, `<meta>`, stylesheets, javascript: and data: URLs; open shadow roots too.
 * Self-contained: the journeys run it in the page (`locator.evaluate(injectedMarkup)`).
 */
export function injectedMarkup(root: Element): string[] {
  const found: string[] = [];
  const forbidden =
    /^(script|iframe|frame|object|embed|base|meta|link|style|noscript|template|marquee|math)$/i;
  const badUrl = /^\s*(javascript|data|vbscript):/i;
  const walk = (node: Element | ShadowRoot) => {
    for (const el of Array.from(node.querySelectorAll("*"))) {
      if (forbidden.test(el.localName)) found.push(`<${el.localName}>`);
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name) || attr.name === "srcdoc" || attr.name === "formaction")
          found.push(`<${el.localName} ${attr.name}>`);
        if (/(^|:)(href|src|action|data)$/i.test(attr.name) && badUrl.test(attr.value))
          found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
      }
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(root);
  return found;
}

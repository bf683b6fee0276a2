import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";

/*
 * A school's CMS page on an origin of its own, for the journeys: a static themed page
 * (index.html) that loads the embed bundle from the Campus server, sent with a strict
 * Content-Security-Policy and a fresh nonce per response, as a careful school's site would.
 * `/all` is the same school's page with every element, its own React 18 and the Campus snippet
 * a test pasted (`pasteSnippet`; the current bundle's one until then).
 */

/**
 * Where the worker's Campus server runs (fixtures.ts): two ports per parallel worker from
 * E2E_PORT (8180), so each worker has its own server and school site.
 */
export const campusPort =
  Number(process.env.E2E_PORT ?? 8180) + 2 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** The school's site: the next port. The Campus server lists it in CORS_ORIGINS. */
export const schoolPort = Number(process.env.E2E_SCHOOL_PORT ?? campusPort + 1);
export const campusOrigin = `http://localhost:${campusPort}`;
export const schoolOrigin = `http://localhost:${schoolPort}`;

/** How the page hands its nonce to the elements: `?nonce=script|meta|none` (default script). */
export type NonceWay = "script" | "meta" | "none";

/** The policy: nothing inline without the nonce, no eval, scripts and API only from Campus. */
export function schoolPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${campusOrigin}`,
    `style-src 'nonce-${nonce}'`,
    `img-src 'self' ${campusOrigin} data: blob:`,
    `connect-src ${campusOrigin}`,
    `font-src ${campusOrigin} data:`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function renderSchoolPage(template: string, nonce: string, way: NonceWay): string {
  let html = template
    .replaceAll("__CAMPUS__", campusOrigin)
    // The school's own styles and scripts carry the nonce, as the policy requires.
    .replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`)
    .replace(/<script(?=>| src=)/g, `<script nonce="${nonce}"`);
  // Campus's snippet: its module script, and the import map of the one that checks every file.
  if (way === "script")
    html = html.replace(/<script type="(module|importmap)"/g, `<script type="$1" nonce="${nonce}"`);
  if (way === "meta")
    html = html.replace(
      "<!-- campus-nonce-meta -->",
      `<meta property="csp-nonce" nonce="${nonce}" />`,
    );
  return html;
}

const CURRENT_SNIPPET = `<script type="module" src="${campusOrigin}/embed/campus-elements.js"></script>`;
let pasted = CURRENT_SNIPPET;

/** What the web editor pasted into `/all` (the snippet page's lines); none: the current entry. */
export function pasteSnippet(snippet = CURRENT_SNIPPET) {
  pasted = snippet;
}

/** The school's own copy of React 18 (the react-18 workspace), as such pages load it. */
const VENDOR: Record<string, string> = {
  "/vendor/react.js": "react/umd/react.production.min.js",
  "/vendor/react-dom.js": "react-dom/umd/react-dom.production.min.js",
};

function templates() {
  const read = (name: string) => readFileSync(join(import.meta.dirname, name), "utf8");
  const single = read("index.html");
  // The theme's style element (the first at a line's start: a comment above mentions one).
  const theme = /^ *<style>[\s\S]*?<\/style>/m.exec(single)?.[0] ?? "";
  return { single, all: read("all.html").replace("<!-- school-theme -->", theme) };
}

/** Starts the school's site; `close()` stops it. */
export function startSchoolSite(port = schoolPort): Promise<Server> {
  const pages = templates();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", schoolOrigin);
    const vendor = VENDOR[url.pathname];
    if (vendor) {
      const file = join(import.meta.dirname, "react-18", "node_modules", vendor);
      response
        .writeHead(200, { "Content-Type": "text/javascript; charset=UTF-8" })
        .end(readFileSync(file));
      return;
    }
    if (url.pathname !== "/" && url.pathname !== "/all") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    const template =
      url.pathname === "/all" ? pages.all.replace("<!-- campus-snippet -->", pasted) : pages.single;
    const way = (url.searchParams.get("nonce") ?? "script") as NonceWay;
    const nonce = randomBytes(16).toString("base64");
    response
      .writeHead(200, {
        "Content-Type": "text/html; charset=UTF-8",
        "Content-Security-Policy": schoolPolicy(nonce),
        "Cache-Control": "no-store",
      })
      .end(renderSchoolPage(template, nonce, way));
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

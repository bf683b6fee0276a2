import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";

/*
 * A school's CMS page on an origin of its own, for the journeys: a static themed page
 * (index.html) that loads the embed bundle from the Campus server, sent with a strict
 * Content-Security-Policy and a fresh nonce per response, as a careful school's site would.
 */

/** Where the Campus server of the journeys runs (playwright.config.ts). */
export const campusPort = Number(process.env.E2E_PORT ?? 8180);
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
    // The school's own styles and inline script carry the nonce, as the policy requires.
    .replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`)
    .replace(/<script>/g, `<script nonce="${nonce}">`);
  if (way === "script")
    html = html.replace(/<script type="module"/, `<script type="module" nonce="${nonce}"`);
  if (way === "meta")
    html = html.replace(
      "<!-- campus-nonce-meta -->",
      `<meta property="csp-nonce" nonce="${nonce}" />`,
    );
  return html;
}

/** Starts the school's site; `close()` stops it. */
export function startSchoolSite(port = schoolPort): Promise<Server> {
  const template = readFileSync(join(import.meta.dirname, "index.html"), "utf8");
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", schoolOrigin);
    if (url.pathname !== "/") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
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

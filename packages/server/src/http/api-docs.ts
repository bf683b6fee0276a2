import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { renderOpenApi } from "@campus/contract/openapi";
import type { Context, Hono } from "hono";
import { pickEncoding } from "./accept-encoding";

/**
 * The API reference at /api/docs: docs/api/openapi.json rendered by Redoc at build time
 * (`npm run build:api-docs` → dist/api-docs/index.html, its script inlined, so nothing comes
 * from another host). The page's inline scripts are allowed by their hashes and nothing else:
 * no request may leave for another host (Redoc's own telemetry is off in the build as well).
 */

interface DocsPage {
  mtimeMs: number;
  etag: string;
  policy: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
}

let cached: DocsPage | undefined;

/** The page's policy: its own inline scripts by hash; styles inline (Redoc adds them at run time). */
export function apiDocsPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([tag]) => !/\ssrc=/.test(tag.slice(0, tag.indexOf(">"))))
    .map(([, body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
  return [
    "default-src 'none'",
    `script-src ${hashes.join(" ")}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function load(file: string): DocsPage {
  const { mtimeMs } = statSync(file);
  if (cached?.mtimeMs === mtimeMs) return cached;
  const identity = readFileSync(file);
  const html = identity.toString("utf8");
  cached = {
    mtimeMs,
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`,
    policy: apiDocsPolicy(html),
    // Compressed once per build of the page (it is 2–3 MB, mostly Redoc's own script).
    bodies: {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(identity, { level: 9 }),
    },
  };
  return cached;
}

function send(c: Context, file: string): Response {
  const page = load(file);
  c.header("Cache-Control", "no-cache");
  c.header("ETag", page.etag);
  c.header("Vary", "Accept-Encoding");
  if (c.req.header("If-None-Match") === page.etag) return c.body(null, 304);
  c.header("Content-Security-Policy", page.policy);
  c.header("Content-Type", "text/html; charset=UTF-8");
  const encoding = pickEncoding(c);
  if (encoding) c.header("Content-Encoding", encoding);
  return c.body(new Uint8Array(page.bodies[encoding ?? "identity"]));
}

/** GET /api/docs (and /api/docs/): the reference, when the build made it. */
export function mountApiDocs(app: Hono, file: string) {
  const answer = (c: Context) => (existsSync(file) ? send(c, file) : c.notFound());
  app.get("/api/docs", answer);
  app.get("/api/docs/", answer);
}

/** Where the server serves its OpenAPI document: a document, not an envelope. */
export const OPENAPI_DOCUMENT_PATH = "/api/openapi.json";

let document: { body: string; etag: string } | undefined;

/**
 * GET /api/openapi.json: the OpenAPI document of the server that answers (the reference's
 * download, an integrator's code generator), made from the contract once per process.
 */
export function mountOpenApiDocument(app: Hono) {
  app.get(OPENAPI_DOCUMENT_PATH, (c) => {
    if (!document) {
      const body = renderOpenApi();
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
      document = { body, etag };
    }
    c.header("Cache-Control", "no-cache");
    c.header("ETag", document.etag);
    if (c.req.header("If-None-Match") === document.etag) return c.body(null, 304);
    c.header("Content-Type", "application/json; charset=UTF-8");
    return c.body(document.body);
  });
}

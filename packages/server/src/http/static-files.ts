import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { DEFAULT_LOCALE } from "@campus/contract";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { pickEncoding } from "./accept-encoding";
import { mountApiDocs } from "./api-docs";

/**
 * How the built client reaches browsers (issue 7): every asset precompressed at build time
 * (brotli and gzip, picked by Accept-Encoding), hashed files cached for a year, everything else
 * revalidated by ETag, and HTML sent with a Content-Security-Policy whose per-response nonce lets
 * styled-components insert its styles and nothing else run inline.
 */

export interface StaticOptions {
  /** The portal's base path, "/parent_student". */
  basePath: string;
  /** Paths under the base path that are API calls, never the app's HTML. */
  isApiPath: (path: string) => boolean;
}

/** A year, for files whose name changes with their content. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** The policy for our own pages. `nonce` is fresh for every response. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // WebAssembly from our own files may compile (the stocktake's barcode reader, issue 38);
    // no string becomes script by it.
    "script-src 'self' 'wasm-unsafe-eval'",
    // The office's QR scanner decodes in a worker its library builds from a blob (issue 37).
    "worker-src 'self' blob:",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

interface Template {
  mtimeMs: number;
  html: string;
  etag: string;
}
const templates = new Map<string, Template>();

function template(file: string): Template {
  const { mtimeMs } = statSync(file);
  const cached = templates.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const html = readFileSync(file, "utf8");
  const etag = `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 22)}"`;
  const fresh = { mtimeMs, html, etag };
  templates.set(file, fresh);
  return fresh;
}

/** Brotli, else gzip, else none, by what the browser accepts. */

/**
 * One of our HTML pages: never cached without asking (`no-cache`), validated by the ETag of its
 * template. A 304 carries no policy, so the browser keeps the page and the policy (with the
 * nonce in that page) it already has; a full answer gets a new nonce in both.
 */
export function sendHtml(c: Context, file: string, extraHead = ""): Response {
  const page = template(file);
  const etag = extraHead
    ? `W/"${createHash("sha256")
        .update(page.etag + extraHead)
        .digest("base64url")
        .slice(0, 22)}"`
    : page.etag;
  c.header("Cache-Control", "no-cache");
  c.header("ETag", etag);
  c.header("Vary", "Accept-Encoding");
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304);
  const nonce = randomBytes(16).toString("base64");
  const html = page.html
    .replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`)
    .replace(/<\/head>/, `  <meta property="csp-nonce" nonce="${nonce}" />${extraHead}\n  </head>`);
  c.header("Content-Security-Policy", contentSecurityPolicy(nonce));
  c.header("Content-Type", "text/html; charset=UTF-8");
  const encoding = pickEncoding(c);
  if (!encoding) return c.body(html);
  c.header("Content-Encoding", encoding);
  const body =
    encoding === "br"
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(html, { level: 6 });
  return c.body(new Uint8Array(body));
}

/** Unhashed files (the embed entry) are revalidated: an ETag from their size and time. */
const revalidated: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  const modified = c.res.headers.get("Last-Modified");
  const length = c.res.headers.get("Content-Length");
  const encoding = c.res.headers.get("Content-Encoding") ?? "identity";
  if (!modified || !length) return;
  const etag = `W/"${Number(length).toString(16)}-${Date.parse(modified).toString(16)}-${encoding}"`;
  c.header("ETag", etag);
  c.header("Cache-Control", "no-cache");
  if (c.req.header("If-None-Match") === etag) {
    await c.res.body?.cancel();
    const headers = new Headers(c.res.headers);
    headers.delete("Content-Length");
    c.res = new Response(null, { status: 304, headers });
  }
};

/** `campus-elements-<version>.js` (packages/elements/build/cdn-release.ts). */
const PINNED_ENTRY = /^\/embed\/campus-elements-[\w-]+\.js$/;

const immutable: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200) c.header("Cache-Control", IMMUTABLE);
};

/** A school's CMS page on another origin loads the bundle as a module script: it needs CORS. */
const anyOrigin: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Access-Control-Allow-Origin", "*");
  c.header("Cross-Origin-Resource-Policy", "cross-origin");
};

/** Chunks the first screen of a route needs, so the browser asks for them at once. */
export interface Preloads {
  /** For the sign-in page. */
  signIn: string[];
  /** For every signed-in page. */
  signedIn: string[];
  /** The chunk of texts per language: `:zh-TW` the platform's, `library:zh-TW` a feature's. */
  messages: Record<string, string>;
}

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

/** Reads the build's manifest (in .vite/, never served) into preload lists. */
export function readPreloads(portalDir: string): Preloads | null {
  const file = join(portalDir, ".vite", "manifest.json");
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const closure = (suffix: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    const files = new Set<string>();
    const visit = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    if (key) visit(key);
    // The entry's own imports are in the HTML already.
    for (const file of entryFiles) files.delete(file);
    return [...files];
  };
  const entryFiles = new Set<string>();
  const visitEntry = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || entryFiles.has(chunk.file)) return;
    entryFiles.add(chunk.file);
    chunk.imports?.forEach(visitEntry);
  };
  visitEntry("index.html");
  const messages: Record<string, string> = {};
  for (const chunk of Object.values(manifest)) {
    // messages-<locale>-<hash>.js (the platform's) and <feature>-messages-<locale>-<hash>.js.
    const match = /(?:^|\/)(?:([a-z]+)-)?messages-(zh-TW|zh-CN|en-US)-[\w-]+\.js$/.exec(chunk.file);
    if (match?.[2]) messages[`${match[1] ?? ""}:${match[2]}`] = chunk.file;
  }
  return {
    signIn: closure("pages/sign-in-page.tsx"),
    signedIn: closure("signed-in/routes.tsx"),
    messages,
  };
}

/** `low` where the page paints from its HTML and its scripts only bring it to life. */
function preloadLinks(base: string, files: string[], priority: "auto" | "low" = "auto"): string {
  const attribute = priority === "low" ? ' fetchpriority="low"' : "";
  return files
    .map(
      (file) => `\n    <link rel="modulepreload" crossorigin${attribute} href="${base}/${file}" />`,
    )
    .join("");
}

/**
 * The built portal under the base path (every page address answers the app's HTML, so deep
 * links work) and the embed bundle with its demo page under /embed/.
 */
export function mountStatic(app: Hono, staticDir: string, { basePath, isApiPath }: StaticOptions) {
  const portalDir = join(staticDir, "portal");
  const indexFile = join(portalDir, "index.html");
  // The sign-in page prerendered at build time (scripts/prerender.ts): it paints from the HTML.
  const loginFile = join(portalDir, "login.html");
  const embedDir = join(staticDir, "embed");
  const preloads = readPreloads(portalDir);
  const compressed = { precompressed: true } as const;

  mountApiDocs(app, join(staticDir, "api-docs", "index.html"));

  app.get("/", (c) => c.redirect(`${basePath}/`));
  // Browsers and crawlers ask the site's root for its icon whatever the page says.
  app.get("/favicon.ico", (c) => c.redirect(`${basePath}/favicon.ico`, 301));
  app.get(basePath, (c) => c.redirect(`${basePath}/`));

  app.use(
    `${basePath}/assets/*`,
    immutable,
    serveStatic({
      root: portalDir,
      rewriteRequestPath: (path) => path.slice(basePath.length),
      ...compressed,
    }),
  );

  // Nothing of the build's own bookkeeping (.vite/manifest.json).
  app.use("/embed/*", async (c, next) => (c.req.path.includes("/.") ? c.notFound() : next()));
  app.use("/embed/chunks/*", anyOrigin, immutable, serveStatic({ root: staticDir, ...compressed }));
  app.get("/embed", (c) => c.redirect("/embed/"));
  app.get("/embed/", (c) =>
    existsSync(join(embedDir, "index.html"))
      ? sendHtml(c, join(embedDir, "index.html"))
      : c.notFound(),
  );
  // The pinned entry of the integrity snippet is named by its content: it never changes.
  const byName: MiddlewareHandler = (c, next) =>
    (PINNED_ENTRY.test(c.req.path) ? immutable : revalidated)(c, next);
  app.use("/embed/*", anyOrigin, byName, serveStatic({ root: staticDir, ...compressed }));

  // Other files at the portal's root (an icon, say) are revalidated; page addresses fall through.
  const rootFiles = serveStatic({
    root: portalDir,
    rewriteRequestPath: (path) => path.slice(basePath.length),
    ...compressed,
  });
  app.use(`${basePath}/*`, async (c, next) => {
    const path = c.req.path.slice(basePath.length);
    if (path.startsWith("/assets/") || path.endsWith(".html") || !/\.[a-z0-9]+$/i.test(path))
      return next();
    // Nothing of the build's own bookkeeping (.vite/manifest.json).
    if (path.includes("/.")) return c.notFound();
    await revalidated(c, async () => {
      // Called directly rather than by Hono's chain: the file's answer must be put in place.
      const found = await rootFiles(c, next);
      if (found) c.res = found;
    });
  });

  app.get(`${basePath}/*`, (c) => {
    if (isApiPath(c.req.path) || !existsSync(indexFile)) return c.notFound();
    const page = c.req.path.slice(basePath.length);
    // The language the client starts in (spec §9): a choice it saved is not known here, and
    // guessing from Accept-Language preloaded texts the page never used.
    const locale = DEFAULT_LOCALE;
    // The platform's texts on every page; the features' with the signed-in layout, which
    // loads them all (host/src/layout/feature-texts.tsx), never on the sign-in page.
    const texts = Object.entries(preloads?.messages ?? {}).flatMap(([key, file]) =>
      key === `:${locale}` || (page !== "/login" && key.endsWith(`:${locale}`)) ? [file] : [],
    );
    const files = preloads
      ? [...(page === "/login" ? preloads.signIn : preloads.signedIn), ...texts]
      : [];
    const prerendered = page === "/login" && existsSync(loginFile);
    return prerendered
      ? sendHtml(c, loginFile, preloadLinks(basePath, files, "low"))
      : sendHtml(c, indexFile, preloadLinks(basePath, files));
  });
}

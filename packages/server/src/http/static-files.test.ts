import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { IMMUTABLE } from "./static-files";

/** A build as Vite writes it: hashed assets with .br/.gz copies, a manifest, the embed bundle. */
function writeBuild(dir: string) {
  const file = (path: string, content: string, compressed = true) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
    if (!compressed) return;
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(content));
  };
  const js = "export const x = 1;".repeat(100);
  file(
    "portal/index.html",
    `<!doctype html><html><head><title>Campus</title><script type="module" src="/parent_student/assets/index-AAAA.js"></script></head><body><div id="root"></div></body></html>`,
  );
  file(
    "portal/login.html",
    `<!doctype html><html><head><style>main { color: black }</style></head><body><div id="root"><main>prerendered sign-in</main></div></body></html>`,
  );
  file("portal/assets/index-AAAA.js", js);
  file("portal/favicon.svg", `<svg xmlns="http://www.w3.org/2000/svg"></svg>`, false);
  file("portal/assets/sign-in-page-BBBB.js", js);
  file("portal/assets/routes-CCCC.js", js);
  file("portal/assets/messages-zh-TW-DDDD.js", js);
  file("portal/assets/messages-en-US-EEEE.js", js);
  file("portal/assets/library-messages-zh-TW-GGGG.js", js);
  file(
    "portal/.vite/manifest.json",
    JSON.stringify({
      "index.html": { file: "assets/index-AAAA.js", isEntry: true },
      "src/pages/sign-in-page.tsx": { file: "assets/sign-in-page-BBBB.js", isDynamicEntry: true },
      "src/signed-in/routes.tsx": { file: "assets/routes-CCCC.js", isDynamicEntry: true },
      "../packages/core/src/messages/zh-TW.json": { file: "assets/messages-zh-TW-DDDD.js" },
      "../packages/core/src/messages/en-US.json": { file: "assets/messages-en-US-EEEE.js" },
      "../packages/library/src/messages/zh-TW.json": {
        file: "assets/library-messages-zh-TW-GGGG.js",
      },
    }),
    false,
  );
  file(
    "embed/index.html",
    `<!doctype html><html><head><style>body { color: red }</style></head><body><campus-library></campus-library></body></html>`,
  );
  file("embed/campus-elements.js", js);
  file("embed/.vite/manifest.json", "{}");
  file("embed/campus-elements-Pinned_v-1.js", js);
  file("embed/chunks/element-FFFF.js", js);
}

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "campus-static-"));
  writeBuild(dir);
  t = await createTestApp({ deps: { staticDir: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers });

describe("delivery of the built client", () => {
  it("sends a hashed asset brotli-compressed when accepted, cached for a year", async () => {
    const response = await get("/parent_student/assets/index-AAAA.js", {
      "Accept-Encoding": "gzip, deflate, br",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    const body = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(body).toBe("export const x = 1;".repeat(100));
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gzip = await get("/parent_student/assets/index-AAAA.js", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/parent_student/assets/index-AAAA.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("export const x = 1;".repeat(100));
  });

  it("answers a page address with the app's HTML: no-cache, an ETag and a nonce policy", async () => {
    const response = await get("/parent_student/library/home");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("etag")).toMatch(/^W\/".+"$/);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // Our own scripts, and WebAssembly compiled from our own files; never eval of a string.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
  });

  it("gives every answer a new nonce, and a 304 without a policy when the page is unchanged", async () => {
    const first = await get("/parent_student/library/home");
    const second = await get("/parent_student/library/home");
    expect(first.headers.get("content-security-policy")).not.toBe(
      second.headers.get("content-security-policy"),
    );
    const etag = first.headers.get("etag")!;
    expect(second.headers.get("etag")).toBe(etag);
    const again = await get("/parent_student/library/home", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    // The browser keeps the page it has and the policy that came with it (same nonce).
    expect(again.headers.get("content-security-policy")).toBeNull();
  });

  it("preloads what the sign-in page needs on /login, and the signed-in pages elsewhere", async () => {
    const login = await (await get("/parent_student/login")).text();
    expect(login).toContain('href="/parent_student/assets/sign-in-page-BBBB.js"');
    expect(login).not.toContain("routes-CCCC.js");
    const home = await (await get("/parent_student/library/home")).text();
    expect(home).toContain('href="/parent_student/assets/routes-CCCC.js"');
    expect(home).not.toContain("sign-in-page-BBBB.js");
  });

  it("answers /login with the prerendered sign-in page, its styles allowed by the nonce", async () => {
    const response = await get("/parent_student/login");
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get("content-security-policy") ?? "",
    )?.[1];
    const html = await response.text();
    expect(html).toContain("<main>prerendered sign-in</main>");
    expect(html).toContain(`<style nonce="${nonce}">`);
    const other = await (await get("/parent_student/library/home")).text();
    expect(other).not.toContain("prerendered sign-in");
  });

  it("preloads texts in the language the client starts in, the features' only once signed in", async () => {
    const english = await (
      await get("/parent_student/login", { "Accept-Language": "en-US,en;q=0.9" })
    ).text();
    expect(english).toContain("messages-zh-TW-DDDD.js");
    expect(english).not.toContain("library-messages");
    expect(english).not.toContain("messages-en-US-EEEE.js");
    const library = await (await get("/parent_student/library/home")).text();
    expect(library).toContain('href="/parent_student/assets/messages-zh-TW-DDDD.js"');
    expect(library).toContain('href="/parent_student/assets/library-messages-zh-TW-GGGG.js"');
  });

  it("fetches the prerendered page's scripts at low priority: the form paints from the HTML", async () => {
    const login = await (await get("/parent_student/login")).text();
    const links = login.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toContain('fetchpriority="low"');
    const home = await (await get("/parent_student/library/home")).text();
    expect(home).toContain('rel="modulepreload"');
    expect(home).not.toContain("fetchpriority");
  });

  it("compresses the HTML it answers", async () => {
    const response = await get("/parent_student/login", { "Accept-Encoding": "br" });
    expect(response.headers.get("content-encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('<div id="root">');
  });

  it("serves other files at the portal's root, revalidated by ETag", async () => {
    const response = await get("/parent_student/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(await response.text()).toContain("<svg");
    const etag = response.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const again = await get("/parent_student/favicon.svg", { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("answers the site root's /favicon.ico with the portal's icon", async () => {
    const response = await get("/favicon.ico");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/parent_student/favicon.ico");
  });

  it("never serves the build's manifest", async () => {
    expect((await get("/parent_student/.vite/manifest.json")).status).toBe(404);
    expect((await get("/embed/.vite/manifest.json")).status).toBe(404);
  });

  it("keeps API paths API: an unknown call is an envelope, not the app's HTML", async () => {
    const response = await get("/parent_student/api/no_such_call");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404 });
  });
});

describe("the embed bundle", () => {
  it("lets a school's page on another origin load the entry, revalidated by ETag", async () => {
    const response = await get("/embed/campus-elements.js", {
      Origin: "https://www.school.example",
      "Accept-Encoding": "gzip",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const etag = response.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await get("/embed/campus-elements.js", {
      "Accept-Encoding": "gzip",
      "If-None-Match": etag,
    });
    expect(again.status).toBe(304);
  });

  it("caches the pinned entry of the integrity snippet for a year, with CORS", async () => {
    const response = await get("/embed/campus-elements-Pinned_v-1.js", {
      Origin: "https://www.school.example",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    // A name that only looks pinned is not served as one.
    expect((await get("/embed/campus-elements-.js")).status).toBe(404);
  });

  it("caches its hashed chunks for a year, with CORS", async () => {
    const response = await get("/embed/chunks/element-FFFF.js", { "Accept-Encoding": "br" });
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("content-encoding")).toBe("br");
  });

  it("serves the demo page under the policy, its own style allowed by the nonce", async () => {
    const response = await get("/embed/");
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get("content-security-policy") ?? "",
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`<style nonce="${nonce}">`);
  });
});

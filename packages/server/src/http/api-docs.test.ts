import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { mountApiDocs } from "./api-docs";

const dir = mkdtempSync(join(tmpdir(), "campus-api-docs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const definitions = "const __redoc_definition = {};";
const boot = 'import { hydrate } from "./x"; hydrate();';
const page = `<!DOCTYPE html><html><head><style>body{margin:0}</style></head><body>
<h1>Campus API</h1><script>${definitions}</script><script type="module">${boot}</script></body></html>`;
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function app(file: string) {
  const hono = new Hono();
  mountApiDocs(hono, file);
  return hono;
}

describe("GET /api/docs", () => {
  const file = join(dir, "api-docs", "index.html");
  mkdirSync(join(dir, "api-docs"));
  writeFileSync(file, page);

  it("serves the reference, its inline scripts allowed by hash and nothing from another host", async () => {
    const response = await app(file).request("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).toContain(`script-src ${sha(definitions)} ${sha(boot)}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(await response.text()).toContain("<h1>Campus API</h1>");
  });

  it("answers compressed, and 304 when the page has not changed", async () => {
    const hono = app(file);
    const response = await hono.request("/api/docs/", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toBe(page);
    const again = await hono.request("/api/docs", {
      headers: { "If-None-Match": response.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });

  it("is not there when the build did not make it", async () => {
    const response = await app(join(dir, "missing.html")).request("/api/docs");
    expect(response.status).toBe(404);
  });
});

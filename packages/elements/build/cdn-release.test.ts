import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { embedSnippets, ORIGIN, releaseBuild, sri, type EmbedRelease } from "./cdn-release";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "campus-release-"));
  mkdirSync(join(dir, "chunks"));
  writeFileSync(join(dir, "campus-elements.js"), 'import "./chunks/runtime-AAAA.js";');
  writeFileSync(join(dir, "chunks", "runtime-AAAA.js"), "export const a = 1;");
  writeFileSync(join(dir, "chunks", "element-BBBB.js"), "export const b = 2;");
  writeFileSync(join(dir, "index.html"), "<!doctype html>");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sha384 = (text: string) => `sha384-${createHash("sha384").update(text).digest("base64")}`;

describe("releaseBuild", () => {
  it("pins the entry under a name from its content, the same bytes as the current one", () => {
    const release = releaseBuild(dir);
    expect(release.entry).toMatch(/^campus-elements-[\w-]{10}\.js$/);
    expect(release.entry).toBe(`campus-elements-${release.version}.js`);
    expect(readFileSync(join(dir, release.entry), "utf8")).toBe(
      'import "./chunks/runtime-AAAA.js";',
    );
  });

  it("hashes every script as the browser checks it (sha384 of the bytes, base64), nothing else", () => {
    const release = releaseBuild(dir);
    expect(release.integrity).toEqual({
      "campus-elements.js": sha384('import "./chunks/runtime-AAAA.js";'),
      [release.entry]: sha384('import "./chunks/runtime-AAAA.js";'),
      "chunks/element-BBBB.js": sha384("export const b = 2;"),
      "chunks/runtime-AAAA.js": sha384("export const a = 1;"),
    });
    expect(JSON.parse(readFileSync(join(dir, "integrity.json"), "utf8"))).toEqual(release);
  });

  it("gives a new version when a chunk the entry names changes, the same one for the same build", () => {
    const first = releaseBuild(dir).version;
    expect(releaseBuild(dir).version).toBe(first);
    // A changed chunk has a new content hash in its name, so the entry that imports it changes.
    writeFileSync(join(dir, "campus-elements.js"), 'import "./chunks/runtime-CCCC.js";');
    expect(releaseBuild(dir).version).not.toBe(first);
  });

  it("writes the snippets for the snippet page with the server's address left to fill in", () => {
    const release = releaseBuild(dir);
    const written = JSON.parse(readFileSync(join(dir, "snippets.json"), "utf8")) as {
      origin: string;
      version: string;
      snippets: Record<string, string>;
    };
    expect(written.origin).toBe(ORIGIN);
    expect(written.version).toBe(release.version);
    expect(written.snippets).toEqual(embedSnippets(release, ORIGIN));
  });
});

describe("embedSnippets", () => {
  const release: EmbedRelease = {
    version: "v1",
    entry: "campus-elements-v1.js",
    integrity: {
      "campus-elements.js": sri(new TextEncoder().encode("e")),
      "campus-elements-v1.js": "sha384-ENTRY",
      "chunks/runtime-AAAA.js": "sha384-RUNTIME",
      "chunks/element-BBBB.js": "sha384-ELEMENT",
    },
  };

  it("loads the current entry by its stable name, without a hash that an update would break", () => {
    expect(embedSnippets(release, "https://campus.example.org/").current).toBe(
      '<script type="module" src="https://campus.example.org/embed/campus-elements.js"></script>',
    );
  });

  it("pins the versioned entry with its integrity, fetched with CORS", () => {
    const { pinned } = embedSnippets(release, "https://campus.example.org");
    expect(pinned).toContain('src="https://campus.example.org/embed/campus-elements-v1.js"');
    expect(pinned).toContain('integrity="sha384-ENTRY" crossorigin="anonymous"');
  });

  it("gives every chunk's hash by its full address in an import map the bundle recognises", () => {
    const { everyFile, pinned } = embedSnippets(release, "https://campus.example.org");
    const map = /<script type="importmap" data-campus-integrity>([\s\S]*?)<\/script>/.exec(
      everyFile,
    )?.[1];
    expect(JSON.parse(map ?? "null")).toEqual({
      integrity: {
        "https://campus.example.org/embed/chunks/runtime-AAAA.js": "sha384-RUNTIME",
        "https://campus.example.org/embed/chunks/element-BBBB.js": "sha384-ELEMENT",
      },
    });
    // The map first: a browser reads import maps only before the first module loads.
    expect(everyFile.endsWith(pinned)).toBe(true);
  });
});

import { createHash } from "node:crypto";
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";

/*
 * The embed bundle as a CDN serves it (docs/decisions/0028): beside the entry every page may
 * keep (`campus-elements.js`, always the current build), a pinned copy named by its content, and
 * the Subresource Integrity hash of every file, for the snippets a school's web editor pastes.
 */

/** The entry's file name, which core also knows it by (core/src/element/style-nonce.ts). */
export const ENTRY = "campus-elements.js";
/** Written beside the files: the pinned entry and each file's SRI hash. */
export const RELEASE_FILE = "integrity.json";
/** Written beside the files: the snippets, for the snippet page (public/snippet.html). */
export const SNIPPETS_FILE = "snippets.json";
/** The Campus server's address in a snippet; the snippet page puts its own origin there. */
export const ORIGIN = "__CAMPUS_ORIGIN__";

export interface EmbedRelease {
  /**
   * From the entry's content. The entry names the chunks it loads by their content hashes, and
   * they name theirs, so any change anywhere in the build gives a new version.
   */
  version: string;
  /** The pinned entry, `campus-elements-<version>.js`: never changes, cached for a year. */
  entry: string;
  /** Every script under /embed/ by its path there, with its `sha384-…` hash. */
  integrity: Record<string, string>;
}

export function sri(content: Uint8Array): string {
  return `sha384-${createHash("sha384").update(content).digest("base64")}`;
}

function scriptsIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** Pins the entry and hashes every script of a finished build in `dir`. */
export function releaseBuild(dir: string): EmbedRelease {
  const entryContent = readFileSync(join(dir, ENTRY));
  const version = createHash("sha256").update(entryContent).digest("base64url").slice(0, 10);
  const entry = ENTRY.replace(/\.js$/, `-${version}.js`);
  // Same directory as the entry: its imports (`./chunks/…`) resolve the same from either name.
  copyFileSync(join(dir, ENTRY), join(dir, entry));
  const integrity: Record<string, string> = {};
  for (const file of scriptsIn(dir)) integrity[file] = sri(readFileSync(join(dir, file)));
  const release = { version, entry, integrity };
  writeFileSync(join(dir, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
  const snippets = { version, origin: ORIGIN, snippets: embedSnippets(release, ORIGIN) };
  writeFileSync(join(dir, SNIPPETS_FILE), `${JSON.stringify(snippets, null, 2)}\n`);
  return release;
}

/**
 * After the files are written, and before `precompress` (listed after it in the plugins), so the
 * pinned entry gets its .br and .gz too. Hashes are of the files as served (decoded).
 */
export function cdnRelease(): Plugin {
  let outDir = "";
  return {
    name: "campus:cdn-release",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      releaseBuild(outDir);
    },
  };
}

/** What the snippet page offers: the three ways to load the bundle, for a server at `origin`. */
export interface EmbedSnippets {
  /** Always the current build; no integrity (the file changes with every update). */
  current: string;
  /** This build's entry, checked by the browser. */
  pinned: string;
  /** Plus an import map that gives the browser the hash of every file the entry loads. */
  everyFile: string;
}

export function embedSnippets(release: EmbedRelease, origin: string): EmbedSnippets {
  const base = `${origin.replace(/\/+$/, "")}/embed/`;
  const pinnedTag =
    `<script type="module" src="${base}${release.entry}"\n` +
    `  integrity="${release.integrity[release.entry]}" crossorigin="anonymous"></script>`;
  // Every script but the entries themselves: the tag carries the pinned entry's hash.
  const files = Object.entries(release.integrity).filter(([file]) => file.startsWith("chunks/"));
  const map = files.map(([file, hash]) => `    "${base}${file}": "${hash}"`).join(",\n");
  return {
    current: `<script type="module" src="${base}${ENTRY}"></script>`,
    pinned: pinnedTag,
    everyFile:
      `<script type="importmap" data-campus-integrity>\n{\n  "integrity": {\n${map}\n  }\n}\n</script>\n` +
      pinnedTag,
  };
}

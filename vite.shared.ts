import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Rolldown, Plugin } from "vite";

/**
 * Build settings the portal (host/) and the embed bundle (packages/elements/) share.
 */

/** A package's texts (its id), or the portal's own (a page's folder, `host/src/setup/`, or none). */
const MESSAGES =
  /[\\/](?:packages[\\/]([^\\/]+)|host(?:[\\/]src[\\/]([a-z-]+))?)[\\/].*messages[\\/](?:([a-z]+)[\\/])?(zh-TW|zh-CN|en-US)\.json$/;
/** The features: every packages/<id> with a src/feature.ts (`npm run new-feature` adds one). */
export const FEATURES = new Set(
  readdirSync(fileURLToPath(new URL("./packages", import.meta.url))).filter((dir) =>
    existsSync(fileURLToPath(new URL(`./packages/${dir}/src/feature.ts`, import.meta.url))),
  ),
);
/** The design system's per-language gatherers (ui/src/messages-<locale>.ts) go with the texts. */
const UI_GATHERER = /[\\/]packages[\\/](ui)[\\/]src[\\/]messages-(zh-TW|zh-CN|en-US)\.ts$/;

/**
 * One chunk per language for the platform's texts (contract, core, ui, the portal's own) and one
 * per feature and language: a page downloads its language in one request, and a feature's texts
 * come with the feature. A feature's inner catalogue (`messages/steps/`, texts only some pages
 * show) is a chunk of its own, and so is a portal page's own (`host/src/setup/messages/`).
 */
export const messageChunks = {
  debugName: "messages",
  name: (id: string): string | null => {
    const match = MESSAGES.exec(id);
    if (match) {
      const [, pkg, page, inner, locale] = match;
      if (page) return `host-${page}-messages-${locale}`;
      // A platform package's inner catalogue (the contract's set-up texts) is one page's alone.
      if (!pkg || !FEATURES.has(pkg))
        return inner ? `${pkg}-${inner}-messages-${locale}` : `messages-${locale}`;
      return inner ? `${pkg}-${inner}-messages-${locale}` : `${pkg}-messages-${locale}`;
    }
    const gatherer = UI_GATHERER.exec(id);
    return gatherer ? `messages-${gatherer[2]}` : null;
  },
  test: (id: string) => MESSAGES.test(id) || UI_GATHERER.test(id),
};

/** Registration's office calls (`packages/registration/src/api/registration-office-*.ts`). */
const OFFICE_CALLS =
  /[\\/]packages[\\/]registration[\\/]src[\\/]api[\\/]registration-office-[^\\/]+\.ts$/;

/**
 * Registration's office calls in one chunk. A file per call reads well (CONVENTIONS), but left
 * to themselves the calls the office's many screens share became chunks of 0.1–0.3 kB each, a
 * request and its compression overhead apiece: its heaviest screen went 700 B over its budget,
 * and grouped it is 1.1 kB under. Measured and left alone: ECA's calls grouped the same way made
 * its heaviest screen 1.4 kB heavier (it needs few of them), and every feature's grouped put the
 * library's and the office's calls the sign-in page uses into the runtime (+8 kB).
 */
export const callChunks = {
  name: "registration-office-calls",
  test: (id: string) => OFFICE_CALLS.test(id),
  // The calls alone: what they import (the feature's API object, the query cache) stays where it is.
  includeDependenciesRecursively: false,
};

/**
 * The texts arrive already parsed: each message JSON becomes the ICU syntax tree of its texts at
 * build time, and the browser gets intl-messageformat without its ICU parser (~7 kB gzip), as
 * FormatJS recommends. Stories and tests read the plain JSON and parse it at run time.
 */
export function precompiledMessages(): Plugin {
  return {
    name: "campus:precompiled-messages",
    enforce: "pre",
    transform(code, id) {
      if (!MESSAGES.test(id.split("?")[0] ?? id)) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [key, parse(text)]),
      );
      // Still JSON: Vite's JSON plugin turns it into a module as before.
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}

/** With every message precompiled, the ICU parser is dead weight in the browser. */
export const noMessageParser = [
  {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: fileURLToPath(
      import.meta.resolve("@formatjs/icu-messageformat-parser/no-parser.js"),
    ),
  },
];

/**
 * wouter reads React's `useSyncExternalStore` through the shim package that stands in for it on
 * React 17 and older; on our React 19 the shim's fallback is dead weight: take React's own.
 */
export const reactOwnSyncStore = [
  { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: "react" },
];

/**
 * Zod keeps its settings and its schema registry on `globalThis.__zod_globalConfig` and
 * `__zod_globalRegistry`, made when it loads, so that every copy of Zod on a page shares them.
 * The embed bundle's Zod keeps them to itself: it adds no global name to a school's page, and a
 * page's own Zod (`z.config(…)`) cannot change Campus's validation (decision 0013). Fails the
 * build if Zod no longer keeps them where it did.
 */
export function zodKeepsItsConfig(): Plugin {
  const GLOBAL_KEEPERS = /[\\/]zod[\\/]v4[\\/]core[\\/](?:core|registries)\.js$/;
  return {
    name: "campus:zod-keeps-its-config",
    apply: "build",
    transform(code, id) {
      if (!GLOBAL_KEEPERS.test(id)) return null;
      if (!/globalThis\.__zod_global(?:Config|Registry)\b/.test(code))
        throw new Error(`${id}: Zod no longer keeps its config or registry on globalThis`);
      return {
        code: `const __zodScope = {};\n${code.replaceAll("globalThis", "__zodScope")}`,
        map: null,
      };
    },
  };
}

/**
 * wouter replaces the page's `history.pushState`/`replaceState` with wrappers that fire events,
 * as soon as it loads, for its browser-address hook. Elements route in memory or in the hash
 * (ui's routing) and never use that hook, so on a school's page the wrappers only change the
 * page's own history: the embed bundle's wouter leaves history alone (decision 0013). Fails the
 * build if wouter no longer patches where it did.
 */
export function wouterLeavesHistoryAlone(): Plugin {
  const BROWSER_LOCATION = /[\\/]wouter[\\/]src[\\/]use-browser-location\.js$/;
  const PATCH =
    /\nif \(typeof history !== "undefined" && typeof window\[patchKey\] === "undefined"\) \{\n[\s\S]*?\n\}\n/;
  return {
    name: "campus:wouter-leaves-history-alone",
    apply: "build",
    transform(code, id) {
      if (!BROWSER_LOCATION.test(id)) return null;
      if (!PATCH.test(code))
        throw new Error(`${id}: wouter no longer patches history where it did`);
      return { code: code.replace(PATCH, "\n"), map: null };
    },
  };
}

/** Beside the manifest in `.vite/` (never served): the modules whose code each chunk carries. */
export const CHUNK_MODULES_FILE = ".vite/chunk-modules.json";

/**
 * Writes {@link CHUNK_MODULES_FILE}: for each chunk, the modules with code in it. The byte
 * budgets (tests/budgets) read it from the build `npm test` made, so they build nothing of their
 * own and need no source maps to tell which npm package ships in which chunk.
 */
export function chunkModules(): Plugin {
  return {
    name: "campus:chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle))
        if (output.type === "chunk")
          modules[output.fileName] = Object.entries(output.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id]) => id);
      this.emitFile({
        type: "asset",
        fileName: CHUNK_MODULES_FILE,
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|wasm)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once,
 * at maximum compression: the server sends them as they are (no compressing per request).
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "campus:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          if (entry.name.startsWith(".")) return [];
          return entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              // The largest file (the stocktake's barcode reader, 1 MB of WebAssembly) would
              // take 3.6 s at 11 for 12 % less: 9 takes 0.1 s.
              [zlibConstants.BROTLI_PARAM_QUALITY]: content.length > 512_000 ? 9 : 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * Rollup's `output.hoistTransitiveImports`, which Rolldown does not have yet: every entry and
 * lazily loaded chunk imports, besides its own imports, everything those import in turn, so
 * the browser asks for all of it as soon as it has read the chunk — one round trip, not one
 * per level of the import graph. The embed bundle needs it in place of Vite's module preload,
 * which adds `<link rel="modulepreload">` to the school page's `<head>` (issue 18, item 9).
 * The imports go at the end: declarations are hoisted, the order of evaluation stays the
 * chunk's own, and no position a source map points at moves.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: "campus:hoist-transitive-imports",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const output of Object.values(bundle))
        if (output.type === "chunk") chunks.set(output.fileName, output);
      for (const chunk of chunks.values()) {
        if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
        const reached = new Set<string>();
        const visit = (file: string) => {
          for (const next of chunks.get(file)?.imports ?? []) {
            if (reached.has(next) || next === chunk.fileName) continue;
            reached.add(next);
            visit(next);
          }
        };
        visit(chunk.fileName);
        const hoisted = [...reached].filter((file) => !chunk.imports.includes(file));
        if (hoisted.length === 0) continue;
        const from = posix.dirname(chunk.fileName);
        const specifier = (file: string) => {
          const path = posix.relative(from, file);
          return path.startsWith(".") ? path : `./${path}`;
        };
        chunk.code += `\n${hoisted.map((file) => `import "${specifier(file)}";`).join("")}\n`;
        chunk.imports.push(...hoisted);
      }
    },
  };
}

/**
 * Dynamic imports that can be tried again. A screen whose chunk failed to load (a dropped
 * connection) shows "頁面載入失敗" and a "重試" button; but a browser that keeps a failed module
 * fetch in its module map (the HTML standard did until whatwg/html#10327; Chromium 150 still
 * does) answers every later `import()` of that address with the same failure, without asking
 * the network. So each built chunk's `import("./x.js")` goes through a small helper: the first
 * try is the plain address (one module instance, as always); after a failure, the next try adds
 * `?retry=<n>`, an address the module map has not seen. Only a chunk that never loaded gets a
 * second address, so nothing runs twice. The failures are shared under a registered symbol, set
 * only once something failed: a school's page gets no global name (decision 0013). Not on a
 * page whose import map gives every chunk's integrity (the embed snippet that checks every file,
 * decision 0028): the map lists each chunk's plain address only, and a second address would load
 * unchecked; there a reload retries.
 *
 * The helper is one chunk of its own (`campus-import-<hash>.js`) that every chunk with a dynamic
 * import imports, rather than a copy in each: a copy was about 230 gzip bytes in every such
 * chunk, four of them in the signed-in runtime alone.
 */
export function retryableImports(): Plugin {
  const DYNAMIC_IMPORT = /\bimport\((["'`])(\.\.?\/[^"'`$\\]+?\.js)\1\)/g;
  const ID = "\0campus-import";
  const HELPER =
    "export const r=(u,b)=>{const a=new URL(u,b).href,k=Symbol.for('campus.failedImports'),n=globalThis[k]?.get(a);" +
    "return import(n&&!document.querySelector('script[data-campus-integrity]')?a+'?retry='+n:a).catch(e=>{(globalThis[k]??=new Map).set(a,(n??0)+1);throw e})};\n";
  return {
    name: "campus:retryable-imports",
    apply: "build",
    buildStart() {
      // Its exports kept by name: the chunks below import `r`.
      this.emitFile({ type: "chunk", id: ID, name: "campus-import", preserveSignature: "strict" });
    },
    resolveId: (id) => (id === ID ? ID : null),
    load: (id) => (id === ID ? HELPER : null),
    // Once every chunk is final: Vite's module preload rewrites a dynamic import that has
    // dependencies to preload (`__vitePreload(() => import("./x.js"), deps)`) in its own
    // renderChunk, after this plugin's would run, and would undo the rewrite.
    generateBundle(_options, bundle) {
      const helper = Object.values(bundle).find(
        (output): output is Rolldown.OutputChunk =>
          output.type === "chunk" && output.facadeModuleId === ID,
      );
      if (!helper) throw new Error("campus:retryable-imports: the helper chunk was not built");
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk" || output === helper || !DYNAMIC_IMPORT.test(output.code))
          continue;
        DYNAMIC_IMPORT.lastIndex = 0;
        const rewritten = output.code.replace(
          DYNAMIC_IMPORT,
          (_, quote: string, path: string) =>
            `__campusImport(${quote}${path}${quote},import.meta.url)`,
        );
        const path = posix.relative(posix.dirname(output.fileName), helper.fileName);
        output.code = `import{r as __campusImport}from"${path.startsWith(".") ? path : `./${path}`}";\n${rewritten}`;
        if (!output.imports.includes(helper.fileName)) output.imports.push(helper.fileName);
      }
    },
  };
}

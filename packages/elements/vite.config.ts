import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import {
  chunkModules,
  hoistTransitiveImports,
  messageChunks,
  noMessageParser,
  reactOwnSyncStore,
  precompiledMessages,
  retryableImports,
  precompress,
  wouterLeavesHistoryAlone,
  zodKeepsItsConfig,
} from "../../vite.shared.ts";
import { cdnRelease } from "./build/cdn-release.ts";

/**
 * The embed bundle a school's CMS page loads with one script tag: every element on one shared
 * runtime (React, styles, session, locale), features' screens as chunks loaded when shown.
 * Served by `npm start` at /embed/, with the demo page (public/index.html).
 *
 * Not Vite's library mode: it leaves ES output unminified (for tree-shaking by a later bundler),
 * but this bundle goes to browsers as it is.
 */
export default defineConfig({
  plugins: [
    react(),
    precompiledMessages(),
    zodKeepsItsConfig(),
    wouterLeavesHistoryAlone(),
    // Before the hoisting: the retry helper each chunk imports is hoisted with the rest.
    retryableImports(),
    hoistTransitiveImports(),
    chunkModules(),
    // Before precompress: the pinned entry it writes is compressed with the rest.
    cdnRelease(),
    precompress(),
  ],
  resolve: { alias: [...noMessageParser, ...reactOwnSyncStore] },
  base: "./",
  build: {
    // No <link rel="modulepreload"> in the school page's <head>: the elements change nothing
    // outside themselves (docs/decisions/0013). The chunks' hoisted imports ask for a lazy
    // chunk's dependencies in the same round trip instead.
    modulePreload: false,
    outDir: "../../dist/embed",
    emptyOutDir: true,
    // .vite/manifest.json (never served): what each element loads, for the byte budgets.
    manifest: true,
    rolldownOptions: {
      input: "src/bundle.ts",
      // Keep the entry's exports: none, but its side effect (defining the elements) must stay.
      preserveEntrySignatures: "exports-only",
      output: {
        format: "es",
        // The elements' entry, and the retry helper (vite.shared.ts) among the chunks.
        entryFileNames: (chunk) =>
          chunk.name === "campus-import" ? "chunks/[name]-[hash].js" : "campus-elements.js",
        chunkFileNames: "chunks/[name]-[hash].js",
        // The runtime the elements share (React, styles, core) is split out automatically; the
        // account pieces every element's frame may show (the sign-in dialog, the user menu) and
        // the stores stay in it, rather than in small chunks of their own, each a request.
        codeSplitting: {
          groups: [
            messageChunks,
            {
              name: "runtime",
              test: /[\\/]packages[\\/](?:core[\\/]src[\\/](?:storage|errors)[\\/]|contract[\\/]src[\\/]accounts\.|ui[\\/]src[\\/]element-shell[\\/]element-(?:shell|account)\.)/,
            },
          ],
        },
      },
    },
  },
});

import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import {
  callChunks,
  chunkModules,
  messageChunks,
  noMessageParser,
  reactOwnSyncStore,
  precompiledMessages,
  retryableImports,
  precompress,
} from "../vite.shared.ts";

/** Where `npm run dev` finds the reference server (started by scripts/dev.mjs). */
const apiTarget = process.env.CAMPUS_API ?? "http://localhost:8080";
const proxy = { target: apiTarget, changeOrigin: true };

export default defineConfig({
  base: "/parent_student/",
  plugins: [react(), precompiledMessages(), retryableImports(), chunkModules(), precompress()],
  resolve: { alias: [...noMessageParser, ...reactOwnSyncStore] },
  build: {
    outDir: "../dist/portal",
    emptyOutDir: true,
    // .vite/manifest.json (never served): the server reads it to preload each route's chunks,
    // and the byte budgets what each page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            messageChunks,
            callChunks,
            // Small pieces every page needs (dialogs, results, placeholders, routing, the home
            // address): one file instead of five, each of which would cost a request and its own
            // compression overhead. Not the route table or the features' routes: they carry the
            // features, which the sign-in page must not download. With them the 0.3 kB that
            // checkboxes and radios share (the sign-in page's radios, the first page anyone
            // opens): alone it was a third file for every form with both (+0.4 kB each).
            {
              name: "shell",
              test: /[\\/](?:packages[\\/](?:ui[\\/]src[\\/](?:(?:result|skeleton|dialog)[\\/]|routing[\\/](?!feature-routes)|form[\\/]required-mark\.|checkbox[\\/]choice\.)|core[\\/]src[\\/]i18n[\\/]translate\.)|host[\\/]src[\\/]routes[\\/]home-path\.)/,
            },
            // What checks input and words the problems (zod, the contract's issue wording, the
            // form's error texts): the sign-in page and every form share one file, whichever
            // feature's form opened first.
            {
              name: "validation",
              test: /[\\/](?:node_modules[\\/]zod[\\/]|packages[\\/](?:contract[\\/]src[\\/]issues\.|ui[\\/]src[\\/]form[\\/](?:use-error-text|field-frame)\.))/,
            },
            // The query cache, which the signed-in layout and registration's own frame both start
            // with: one file rather than a split of the layout's.
            {
              name: "query",
              test: /[\\/]node_modules[\\/]@tanstack[\\/]/,
            },
            // A form's text and choice fields and what they share: the sign-in page and every
            // form take both, and a screen with only a select (the dashboard's year) must not
            // split what they share into a third file for everyone (+0.3 kB on the sign-in page).
            // The text area too: alone it was a file of its own for every form with one.
            {
              name: "fields",
              test: /[\\/]packages[\\/]ui[\\/]src[\\/](?:input|select|text-area)[\\/]/,
            },
            // A record's files as links with their sizes (a notice's, a school event's): before the
            // upload's group, which would take the file sizes with it (a parent opening a notice's
            // files needs no upload), and without what they import (the API's origin, which
            // would bring the elements' React with it).
            {
              name: "attachment-list",
              test: /[\\/]packages[\\/]ui[\\/]src[\\/](?:attachment-list|file-size)[\\/]/,
              includeDependenciesRecursively: false,
            },
            // Days and moments in the reader's format: many screens, and registration's login
            // (the school's application window), which needs none of the screen kit. Not a
            // range of days, which only the application form writes.
            {
              name: "dates",
              test: /[\\/]packages[\\/]core[\\/]src[\\/]dates[\\/](?!format-days\.)/,
            },
            // The progress bar and the upload that shows one: a screen with bars alone (ECA's
            // recognition, its dashboard) must not split it out of every form with an upload.
            // Not the preview of a file to review: only a slip's card uses it.
            {
              name: "upload",
              test: /[\\/]packages[\\/]ui[\\/]src[\\/](?:upload[\\/](?!file-preview\.)|progress[\\/])/,
            },
            // The design system's pieces feature screens are made of (cards, sections, tables and
            // their paging, tabs, inputs, selects): one file for every screen rather than
            // a dozen small ones, each with its own request and compression overhead.
            {
              name: "screen-kit",
              test: /[\\/]packages[\\/]ui[\\/]src[\\/](?:card|section|pagination|table|query-table|status-tag)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/parent_student/api": proxy,
      "/parent_student/ajax_login": proxy,
      "/parent_student/logout": proxy,
      "/parent_student/setChild": proxy,
      "/api": proxy,
    },
  },
});

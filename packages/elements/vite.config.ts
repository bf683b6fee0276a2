import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The embed bundle a school's CMS page loads with one script tag: every element on one shared
 * runtime (React, styles, session, locale). Served by `npm start` at /embed/, with the demo page.
 */
export default defineConfig({
  plugins: [react()],
  // Library builds keep React's development build unless told otherwise (STACK.md).
  define: { "process.env.NODE_ENV": '"production"' },
  build: {
    outDir: "../../dist/embed",
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: "src/bundle.ts",
      formats: ["es"],
      fileName: () => "campus-elements.js",
    },
  },
});

// Writes dist/portal/login.html: the portal's index.html with the sign-in page already in it
// (host/src/prerender.tsx, rendered with React's server renderer). Run by `npm run build`.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = join(import.meta.dirname, "..");
const host = join(root, "host");
const portal = join(root, "dist", "portal");
// Inside the project, so the rendered module finds React and the rest in node_modules.
const out = join(root, "node_modules", ".cache", "campus-prerender");
try {
  await build({
    root: host,
    configFile: join(host, "vite.config.ts"),
    logLevel: "error",
    // Everything bundled: no CommonJS/ESM guessing between Node and the packages.
    ssr: { noExternal: true },
    build: { ssr: "src/prerender.tsx", outDir: out, emptyOutDir: true },
  });
  const { renderSignInPage } = (await import(pathToFileURL(join(out, "prerender.js")).href)) as {
    renderSignInPage: () => Promise<{ html: string; styles: string }>;
  };
  const { html, styles } = await renderSignInPage();
  const index = readFileSync(join(portal, "index.html"), "utf8");
  if (!index.includes('<div id="root"></div>')) throw new Error("index.html has no empty root");
  const page = index
    // Inert until the app draws over it: nothing typed into the picture of the form is lost.
    .replace('<div id="root"></div>', `<div id="root"><div inert>${html}</div></div>`)
    .replace("</head>", `  ${styles}\n  </head>`)
    // The form paints from this HTML; its scripts only bring it to life, so they do not compete
    // with the page for the connection (the server's preloads for this page say the same).
    .replace(
      /<(script type="module"|link rel="modulepreload") crossorigin/g,
      '<$1 crossorigin fetchpriority="low"',
    );
  writeFileSync(join(portal, "login.html"), page);
  console.log(`prerendered ${join("dist", "portal", "login.html")} (${page.length} bytes)`);
} finally {
  rmSync(out, { recursive: true, force: true });
}

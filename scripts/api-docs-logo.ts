import { readFileSync, writeFileSync } from "node:fs";

/*
 * Redoc's page credits Redocly with a logo it loads from cdn.redoc.ly, which the reference's
 * own policy (img-src 'self' data:) blocks: a console error on every visit, for an image nobody
 * sees. The credit stays, its logo drawn here as text in a data: address instead.
 * Run by `npm run build:api-docs` after Redoc writes the page.
 */

const file = process.argv[2] ?? "dist/api-docs/index.html";
const wordmark = (width: number, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" viewBox="0 0 ${width} 20"><text x="0" y="15" font-family="sans-serif" font-size="14" font-weight="600" fill="#0044d4">${text}</text></svg>`,
  )}`;
const logos: Record<string, string> = {
  "https://cdn.redoc.ly/redoc/logo-mini-full.svg": wordmark(64, "Redocly"),
  "https://cdn.redoc.ly/redoc/logo-mini.svg": wordmark(14, "R"),
};

let html = readFileSync(file, "utf8");
for (const [remote, local] of Object.entries(logos)) {
  if (!html.includes(remote))
    throw new Error(`${file} no longer loads ${remote}: check this script`);
  html = html.replaceAll(remote, local);
}
if (/https:\/\/cdn\.redoc\.ly\/[^`"']+\.(svg|png)/.test(html))
  throw new Error(`${file} loads another image from cdn.redoc.ly`);
writeFileSync(file, html);

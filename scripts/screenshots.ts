// Screenshots of the running product at phone (360 px) and desktop (1440 px) width in each
// language, for looking at what we build. Start the product first (`npm start`), then:
//   npx tsx scripts/screenshots.ts [base-url] [path …] [--full] [--as=teacher|staff|parent]
// Pictures go to screenshots/ (ignored by git), named <page>-<width>-<locale>.png.
import { mkdirSync } from "node:fs";
import { chromium as playwright } from "@playwright/test";
import { chromium } from "../tests/chromium.ts";

const args = process.argv.slice(2);
// --full: the whole page. Chromium's full-page capture can misplace a layout with a fixed side
// menu (seen: the column drawn under the menu), so by default a picture is what a screen shows.
const full = args.includes("--full");
// --as=teacher (t.wong) or --as=staff (admin): whom the pictures are signed in as; the demo
// parent by default.
const as = args.find((arg) => arg.startsWith("--as="))?.slice(5) ?? "parent";
const [base = "http://localhost:8080", ...asked] = args.filter((arg) => !arg.startsWith("--"));
const pages =
  asked.length > 0 ? asked : ["/login", "/calendar/PersonalOverview", "/404", "/privacy"];
const widths = [
  { name: "phone", viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1440, height: 900 } },
];
const locales = ["zh-TW", "zh-CN", "en-US"];
const out = "screenshots";
mkdirSync(out, { recursive: true });

const browser = await playwright.launch(chromium);

// One sign-in (the demo parent) serves every picture: the token goes into each context.
const signIn = await fetch(`${base}/parent_student/ajax_login`, {
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(
    as === "parent"
      ? { username: "91234567", password: "campus2026", countryCode: "852", type: "parent" }
      : { username: as === "staff" ? "admin" : "t.wong", password: "campus2026", type: "teacher" },
  ),
}).then((r) => r.json());
if (signIn.code !== 200) throw new Error(`demo sign-in failed: ${signIn.msg}`);

/** A browser context in a language, signed in as the demo parent unless `signedOut`. */
async function contextFor(width: (typeof widths)[number], locale: string, signedOut: boolean) {
  const context = await browser.newContext({ ...width, locale });
  await context.addInitScript(
    ([lang, session]) => {
      localStorage.setItem("campus:lang", JSON.stringify({ v: lang }));
      if (!session) return;
      const e = Date.parse(session.expires_at);
      localStorage.setItem("campus:token", JSON.stringify({ v: session.token, e }));
      localStorage.setItem("campus:user", JSON.stringify({ v: session.user, e }));
    },
    [locale, signedOut ? null : signIn.data],
  );
  return context;
}

for (const width of widths) {
  for (const locale of locales) {
    for (const path of pages) {
      const context = await contextFor(width, locale, path.startsWith("/login"));
      const page = await context.newPage();
      await page.goto(`${base}/parent_student${path}`);
      await page.waitForLoadState("networkidle");
      const name = path.replace(/^\//, "").replace(/[/?=&]+/g, "_") || "root";
      await page.screenshot({ path: `${out}/${name}-${width.name}-${locale}.png`, fullPage: full });
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}/`);

import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type Locator, type Page } from "@playwright/test";

/*
 * The pictures of this product's screens that the user manual shows
 * (`packages/manual/screenshots/<locale>/<shot>.jpg`): taken by the journeys that reach those
 * screens, on the phone project only, at 360 × 740 in each language, so the manual's pictures
 * follow the screens. A changed picture shows in `git status` after an end-to-end run: commit it
 * with the change that made it.
 */

const LOCALES = ["zh-TW", "zh-CN", "en-US"] as const;
type Locale = (typeof LOCALES)[number];
const DIR = fileURLToPath(new URL("../../packages/manual/screenshots/", import.meta.url));
const SIZE = { width: 360, height: 740 };

/**
 * Pictures the page as it is, in each language (the page reloaded in it, `shown` visible, the
 * part the manual talks about scrolled to the top), then puts the page back as it was: zh-TW and
 * the size of the project's phone.
 */
export async function shootForManual(
  page: Page,
  shot: string,
  shown: (locale: Locale) => Locator,
  scrollTo?: (locale: Locale) => Locator,
) {
  if (test.info().project.name !== "phone") return;
  const viewport = page.viewportSize();
  await page.setViewportSize(SIZE);
  try {
    for (const locale of LOCALES) {
      await page.evaluate(
        (lang) => localStorage.setItem("campus:lang", JSON.stringify({ v: lang })),
        locale,
      );
      await page.reload();
      await expect(shown(locale)).toBeVisible();
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      if (scrollTo) {
        await scrollTo(locale).evaluate((el) => el.scrollIntoView({ block: "start" }));
      }
      mkdirSync(`${DIR}${locale}`, { recursive: true });
      await page.screenshot({
        path: `${DIR}${locale}/${shot}.jpg`,
        type: "jpeg",
        quality: 70,
        // CSS pixels (360 × 740), not the phone's device pixels: a third of the bytes.
        scale: "css",
        animations: "disabled",
        caret: "hide",
      });
    }
  } finally {
    await page.evaluate(() => localStorage.setItem("campus:lang", JSON.stringify({ v: "zh-TW" })));
    if (viewport) await page.setViewportSize(viewport);
    await page.reload();
  }
}

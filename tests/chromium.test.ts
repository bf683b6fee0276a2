import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chromium as browser } from "playwright";
import { chromium, PLAYWRIGHT_DISABLED_FEATURES } from "./chromium";

describe("the browser's flags", () => {
  it("repeat every feature the installed Playwright turns off (Chromium keeps the last list)", () => {
    const require = createRequire(import.meta.url);
    const lib = join(require.resolve("playwright-core/package.json"), "..", "lib");
    const source = readFileSync(join(lib, "coreBundle.js"), "utf8");
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
    expect(list, "Playwright's list of disabled features was not found").toBeDefined();
    const theirs = [...list!.matchAll(/^\s*"([^"]+)"/gm)].map((m) => m[1]);
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
  });

  it("open a context without the address bar's pop-up pages", async () => {
    const launched = await browser.launch(chromium);
    try {
      const page = await (await launched.newContext()).newPage();
      await page.goto("about:blank");
      const cdp = await launched.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send("Target.getTargets", { filter: [{}] })) as {
        targetInfos: { type: string; url: string }[];
      };
      expect(targetInfos.map((t) => t.type)).toContain("page");
      expect(targetInfos.filter((t) => t.url.startsWith("chrome://"))).toEqual([]);
    } finally {
      await launched.close();
    }
  }, 30_000);
});

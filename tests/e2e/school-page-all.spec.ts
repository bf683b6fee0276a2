import type { Server } from "node:http";
import { expect, test, type Page, type Route, type TestInfo } from "./fixtures";
import {
  allShown,
  element,
  expectNoSidewaysScroll,
  expectPageUntouched,
  phone,
  press,
  violations,
  watch,
} from "./school-page/page-checks";
import {
  campusOrigin,
  pasteSnippet,
  schoolOrigin,
  startSchoolSite,
} from "./school-page/school-server";
import { DEMO, expectAccessible } from "./support";

/*
 * Issue 14: all six elements on one school's page — another origin than the bundle and the API,
 * the school's hostile theme, its own React 18 widget, a strict nonce policy — and the snippet a
 * web editor copies from /embed/snippet.html, with Subresource Integrity for every file.
 */

/** Runs once, on the desktop project (playwright.config.ts): it does not depend on the width. */
const DESKTOP_ONLY = { tag: "@desktop-only" };

let site: Server;
test.beforeAll(async () => {
  site = await startSchoolSite();
});
test.afterAll(async () => {
  pasteSnippet();
  await new Promise((resolve) => site.close(resolve));
});

async function openAll(page: Page, info: TestInfo) {
  await page.setViewportSize(
    phone(info) ? { width: 360, height: 780 } : { width: 1280, height: 800 },
  );
  await page.goto(`${schoolOrigin}/all`);
}

/** The school's own styles, as its theme sets them: Campus must not change them. */
function schoolHeadingStyle(page: Page) {
  return page
    .locator("#school-main > h2")
    .first()
    .evaluate((heading) => {
      const style = getComputedStyle(heading);
      return [style.fontSize, style.fontFamily, style.color, style.textTransform].join(" | ");
    });
}

/** What Campus added to window: names and symbols the page did not have before the bundle ran. */
function addedGlobals(page: Page) {
  return page.evaluate(() => {
    const before = new Set((window as unknown as { schoolGlobals: string[] }).schoolGlobals);
    const now = [
      ...Object.getOwnPropertyNames(window),
      ...Object.getOwnPropertySymbols(window).map(String),
    ];
    return now.filter((name) => !before.has(name) && name !== "schoolGlobals");
  });
}

test("six elements beside the school's own React work as in the portal and leave its page alone", async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const record = await watch(page);
  await openAll(page, info);
  const likes = page.locator("#school-likes");
  await expect(likes).toHaveText("讚好 0");
  await allShown(page);
  // The school's React is still React 18, and its widget still works beside Campus's React.
  const versions = await page.evaluate(() => {
    const own = window as unknown as Record<"React" | "ReactDOM", { version: string }>;
    return [own.React.version, own.ReactDOM.version];
  });
  // (React DOM 18.3.1 calls itself "18.3.1-next-…".)
  expect(versions.map((version) => version.split("-")[0])).toEqual(["18.3.1", "18.3.1"]);
  await press(likes, info);
  await expect(likes).toHaveText("讚好 1");

  // The page's theme does not reach inside, and Campus's styles do not reach out.
  for (const [tag, control] of [
    ["campus-account", element(page, "campus-account").getByRole("button", { name: "登入" })],
    ["campus-manual", element(page, "campus-manual").getByRole("heading", { level: 2 })],
    ["campus-registration", element(page, "campus-registration").getByLabel("手機號碼")],
  ] as const) {
    const font = await control.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font, `${tag} took the page's font`).not.toMatch(/^serif$/);
    expect(await control.evaluate((el) => getComputedStyle(el).fontSize)).not.toBe("30px");
  }
  const schoolStyle = "30px | serif | rgb(122, 0, 0) | uppercase";
  expect(await schoolHeadingStyle(page)).toBe(schoolStyle);
  await expectPageUntouched(page);
  expect(await addedGlobals(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // One sign-in for all six, through the account element's dialog.
  const account = element(page, "campus-account");
  await press(account.getByRole("button", { name: "登入" }), info);
  const dialog = account.getByRole("dialog", { name: "登入" });
  await dialog.getByRole("textbox", { name: /^電話號碼/ }).fill(DEMO.parent.username);
  await dialog.getByLabel(/^密碼/).fill(DEMO.parent.password);
  await press(dialog.getByRole("button", { name: "登入" }), info);
  const calendar = element(page, "campus-calendar");
  await expect(calendar.getByRole("button", { name: /帳戶選單：陳大文/ })).toBeVisible();
  await expect(calendar.getByRole("heading", { name: /\d{4}年\d{1,2}月/ }).first()).toBeVisible();
  const eca = element(page, "campus-eca");
  await expect(eca.getByRole("button", { name: /帳戶選單：陳大文/ })).toBeVisible();
  await expect(eca.getByText("登入後可查看課外活動紀錄、獎項及學生學習概覽。")).toHaveCount(0);
  // The guide's path opens the child's records (not the staff's events, refused to a parent).
  await expect(eca.getByRole("heading", { level: 2, name: "學生活動概覽" })).toBeVisible();
  await expect(
    element(page, "campus-library").getByRole("button", { name: /帳戶選單：陳大文/ }),
  ).toBeVisible();
  await press(likes, info);
  await expect(likes).toHaveText("讚好 2");
  expect(await addedGlobals(page)).toEqual([]);
  expect(await schoolHeadingStyle(page)).toBe(schoolStyle);
  await expectPageUntouched(page);
  await expectNoSidewaysScroll(page);

  // Signed out again for the journeys after this one.
  await press(account.getByRole("button", { name: /帳戶選單/ }), info);
  await press(account.getByRole("button", { name: "登出" }), info);
  await expect(account.getByRole("button", { name: "登入" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(record.errors).toEqual([]);
});

/** The three snippets the snippet page shows for this server, as a web editor copies them. */
async function snippetsFromThePage(page: Page) {
  await page.goto(`${campusOrigin}/embed/snippet.html?lang=en-US`);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Putting Campus on your school's website: the lines to paste",
    }),
  ).toBeVisible();
  const box = (name: string) => page.getByRole("textbox", { name });
  const pick = async (name: string) => {
    await expect(box(name)).not.toHaveValue("");
    return box(name).inputValue();
  };
  return {
    current: await pick("Usual: always the current version"),
    pinned: await pick("Pinned version, checked by the browser (SRI)"),
    everyFile: await pick("Pinned version, every file checked"),
  };
}

test(
  "the snippet page gives this server's lines, in the reader's language, ready to copy",
  DESKTOP_ONLY,
  async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { current, pinned, everyFile } = await snippetsFromThePage(page);
    expect(current).toBe(
      `<script type="module" src="${campusOrigin}/embed/campus-elements.js"></script>`,
    );
    expect(pinned).toMatch(
      new RegExp(
        `^<script type="module" src="${campusOrigin}/embed/campus-elements-[\\w-]+\\.js"\\n` +
          `  integrity="sha384-[\\w+/]+={0,2}" crossorigin="anonymous"></script>$`,
      ),
    );
    expect(everyFile.endsWith(pinned)).toBe(true);
    expect(everyFile).toContain(`"${campusOrigin}/embed/chunks/`);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Copy" }).nth(1).click();
    await expect(page.getByRole("status")).toHaveText("Copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pinned);

    await page.getByRole("link", { name: "繁體中文" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "把 Campus 放上學校網頁：要貼上的程式碼" }),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "一般：一直使用最新版本" })).toHaveValue(
      current,
    );
  },
);

test(
  "with every file checked, the elements load; a file changed on the way is refused",
  DESKTOP_ONLY,
  async ({ page }, info) => {
    test.setTimeout(60_000);
    const { pinned, everyFile } = await snippetsFromThePage(page);

    pasteSnippet(everyFile);
    let record = await watch(page);
    await openAll(page, info);
    await allShown(page);
    expect(await page.locator("script[type=importmap][data-campus-integrity]").count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    expect(record.errors).toEqual([]);

    // A chunk that is not what the build made (a CDN serving something else) never runs.
    const changed = async (route: Route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: `${await response.text()}\n;console.log("changed")`,
        // Not kept by the browser's cache (the real file is cached for a year).
        headers: { ...response.headers(), "cache-control": "no-store" },
      });
    };
    const runtime = /\/embed\/chunks\/runtime-[\w-]+\.js$/;
    await page.route(runtime, changed);
    record = await watch(page);
    await page.reload();
    await expect.poll(() => record.errors.join("\n")).toMatch(/integrity|digest/i);
    await expect(element(page, "campus-manual").getByRole("heading", { level: 2 })).toHaveCount(0);
    expect(await page.evaluate(() => customElements.get("campus-manual"))).toBeUndefined();
    await page.unroute(runtime);

    // The pinned tag alone checks the entry it names.
    pasteSnippet(pinned);
    const entry = /\/embed\/campus-elements-[\w-]+\.js$/;
    await page.route(entry, changed);
    record = await watch(page);
    await page.reload();
    await expect.poll(() => record.errors.join("\n")).toMatch(/integrity|digest/i);
    expect(await page.evaluate(() => customElements.get("campus-account"))).toBeUndefined();
    await page.unroute(entry);
    await page.reload();
    await expect(
      element(page, "campus-account").getByRole("button", { name: "登入" }),
    ).toBeVisible();
    pasteSnippet();
  },
);

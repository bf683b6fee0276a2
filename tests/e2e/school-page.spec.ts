import type { Server } from "node:http";
import { expect, test, type Page, type TestInfo } from "./fixtures";
import {
  expectNoSidewaysScroll,
  expectOnScreen,
  expectPageUntouched,
  phone,
  press,
  violations,
  watch,
} from "./school-page/page-checks";
import { schoolOrigin, startSchoolSite, type NonceWay } from "./school-page/school-server";
import { DEMO } from "./support";

/*
 * Issue 18: the elements on a real school's page — its own origin, a themed grid with a
 * sidebar, hostile global CSS and a nonce-based Content-Security-Policy — on a phone (360 px,
 * by touch) and a desktop (1280 px, by mouse).
 */

let site: Server;
test.beforeAll(async () => {
  site = await startSchoolSite();
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

/** The full library in the page's main column: the one element that owns the address. */
const MAIN_LIBRARY = "#school-main campus-library";

/** The widths: 360 px on the phone project, 1280 px on the desktop one. */
async function open(page: Page, info: TestInfo, query = "", hash = "") {
  await page.setViewportSize(
    phone(info) ? { width: 360, height: 780 } : { width: 1280, height: 800 },
  );
  await page.goto(`${schoolOrigin}/${query}${hash}`);
}

test("a parent uses the elements on a school's themed page under a strict CSP @desktop", async ({
  page,
}, info) => {
  const record = await watch(page);
  await open(page, info);
  const account = page.locator("campus-account");
  const library = page.locator(MAIN_LIBRARY);

  // Styled despite the theme and the policy (the script tag's nonce reached the styles).
  const logIn = account.getByRole("button", { name: "登入" });
  await expect(logIn).toBeVisible();
  expect(await logIn.evaluate((el) => getComputedStyle(el).fontSize)).toBe("14px");
  expect(await logIn.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    "rgb(18, 59, 109)",
  );
  // The main column's library owns the address: its page is in the hash.
  await expect(library.getByRole("heading", { name: "新書上架" })).toBeVisible();
  // The page's stylesheet reaches the library's header and content as parts.
  expect(
    await library.locator("[part=header]").evaluate((el) => getComputedStyle(el).borderBottom),
  ).toBe("3px solid rgb(18, 59, 109)");
  expect(
    await library.locator("[part=content]").evaluate((el) => getComputedStyle(el).paddingTop),
  ).toBe("4px");
  expect(new URL(page.url()).hash).toMatch(/^#\/library\/home/);
  // Measured once the books are in: they are what is widest.
  await expect(library.getByRole("article").first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Sign in through the element's dialog.
  await press(logIn, info);
  const dialog = account.getByRole("dialog", { name: "登入" });
  await expect(dialog).toBeVisible();
  await expectOnScreen(page, dialog);
  await expectPageUntouched(page);
  await dialog.getByRole("textbox", { name: /^電話號碼/ }).fill(DEMO.parent.username);
  await dialog.getByLabel(/^密碼/).fill(DEMO.parent.password);
  await press(dialog.getByRole("button", { name: "登入" }), info);
  const menu = account.getByRole("button", { name: /帳戶選單：陳大文/ });
  await expect(menu).toContainText("目前子女：陳小明");
  // One sign-in for the page: the library's own account shows the parent too.
  await expect(library.getByRole("button", { name: /帳戶選單：陳大文/ })).toBeVisible();

  // Switch child: the menu opens fully on screen.
  await press(menu, info);
  const panel = account.locator(`[id="${await menu.getAttribute("aria-controls")}"]`);
  await expect(panel).toBeVisible();
  await expectOnScreen(page, panel);
  await press(panel.getByRole("radio", { name: /陳小欣/ }), info);
  await expect(menu).toContainText("目前子女：陳小欣");

  // Switch language: every element on the page follows; the page's own language stays.
  await press(menu, info);
  await expectOnScreen(page, panel);
  await press(panel.getByRole("radio", { name: "English" }), info);
  const menuEn = account.getByRole("button", { name: /^Account menu/ });
  await expect(menuEn).toBeVisible();
  await expect(library.getByRole("navigation", { name: "Library" })).toBeVisible();
  await expect(library.getByRole("heading", { name: "New arrivals" })).toBeVisible();
  await expectPageUntouched(page);
  await expectNoSidewaysScroll(page);

  // Sign out, by touch on the phone and by mouse on the desktop.
  await press(menuEn, info);
  await expectOnScreen(page, panel);
  await press(panel.getByRole("button", { name: "Log out" }), info);
  await expect(account.getByRole("button", { name: "Log in" })).toBeVisible();
  await expect(library.getByRole("button", { name: /^Account menu/ })).toHaveCount(0);

  await expectNoSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);
  expect(record.errors).toEqual([]);
});

test("a ranking strip in the sidebar leads into the main column's library @desktop", async ({
  page,
}, info) => {
  const record = await watch(page);
  await open(page, info);
  const main = page.locator(MAIN_LIBRARY);
  const strip = page.locator("#campus-sidebar campus-library[view=ranking]");
  await expect(strip.getByRole("heading", { level: 2, name: "排行榜：借閱最多" })).toBeVisible();
  const books = strip.getByRole("listitem");
  await expect(books).toHaveCount(5);
  // A strip, not a second library: no tabs, no pager, no sign-in of its own.
  await expect(strip.getByRole("navigation")).toHaveCount(0);
  await expect(strip.getByRole("button", { name: "登入" })).toHaveCount(0);
  await expect(main.getByRole("article").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The strip fits the sidebar's width (280 px on a desktop; the phone's one column).
  const sidebar = (await page.locator("#campus-sidebar").boundingBox())!;
  const box = (await strip.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(sidebar.x + sidebar.width + 1);

  // Its first book opens in the main column's library, which owns the address.
  const first = books.first().getByRole("link");
  const title = (await first.locator("strong").textContent())!;
  await press(first, info);
  await expect(main.getByRole("heading", { level: 2, name: title })).toBeVisible();
  expect(new URL(page.url()).hash).toMatch(/^#\/library\/bookdetail\?id=\d+/);
  // The whole ranking, the same way.
  await press(strip.getByRole("link", { name: "查看完整排行榜" }), info);
  await expect(main.getByRole("tab", { name: "借閱最多", selected: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await violations(page)).toEqual([]);
  expect(record.errors).toEqual([]);
});

test("the page's csp-nonce meta styles the elements just as well", async ({ page }, info) => {
  const record = await watch(page);
  await open(page, info, "?nonce=meta");
  const logIn = page.locator("campus-account").getByRole("button", { name: "登入" });
  await expect(logIn).toBeVisible();
  expect(await logIn.evaluate((el) => getComputedStyle(el).fontSize)).toBe("14px");
  await expect(page.locator(MAIN_LIBRARY).getByRole("heading", { name: "新書上架" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(record.errors).toEqual([]);
});

test("a page whose policy gives the elements no nonce shows them unstyled, and is told why", async ({
  page,
}, info) => {
  const record = await watch(page);
  const way: NonceWay = "none";
  await open(page, info, `?nonce=${way}`);
  await expect
    .poll(() => record.errors.find((text) => text.startsWith("Campus:")))
    .toMatch(/Content-Security-Policy blocked the styles of <campus-(account|library)>/);
  expect(await violations(page)).not.toEqual([]);
  // Unstyled, not blank: the library's page and the account's button are there to use.
  await expect(page.locator(MAIN_LIBRARY).getByRole("heading", { name: "新書上架" })).toBeVisible();
  await expect(page.locator("campus-account").getByRole("button", { name: "登入" })).toBeVisible();
});

test("an unknown page in the address shows not found inside the library, and leads home", async ({
  page,
}, info) => {
  const record = await watch(page);
  await open(page, info, "", "#/library/no-such-page");
  const library = page.locator(MAIN_LIBRARY);
  await expect(library.getByRole("heading", { level: 2, name: "找不到頁面" })).toBeVisible();
  await expect(library.getByRole("navigation", { name: "圖書館" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await press(library.getByRole("button", { name: "返回首頁" }), info);
  await expect(library.getByRole("heading", { name: "新書上架" })).toBeVisible();
  expect(new URL(page.url()).hash).toMatch(/^#\/library\/home/);
  expect(await violations(page)).toEqual([]);
  expect(record.errors).toEqual([]);
});

test("an element with a mistyped school code or page says so in the console", async ({
  page,
}, info) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await open(page, info);
  await expect(page.locator(MAIN_LIBRARY).getByRole("heading", { name: "新書上架" })).toBeVisible();
  await page.evaluate(() => {
    const calendar = document.createElement("campus-calendar");
    calendar.setAttribute("school-code", "DEMQ");
    calendar.setAttribute("path", "/calendar/nowhere");
    document.getElementById("campus-sidebar")!.append(calendar);
  });
  await expect.poll(() => warnings.join("\n")).toContain('school-code "DEMQ" names no school');
  // Said once the calendar's pages render (after its texts arrive): waited for, not assumed.
  await expect
    .poll(() => warnings.join("\n"))
    .toContain('<campus-calendar> has no page "/calendar/nowhere"');
  // The page's own code is right: said of no other element.
  expect(warnings.join("\n")).not.toContain('school-code "DEMO"');
});

test("a second element that asks for the address routes in memory on its own path", async ({
  page,
}, info) => {
  const record = await watch(page);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await open(page, info);
  const main = page.locator(MAIN_LIBRARY);
  await expect(main.getByRole("heading", { name: "新書上架" })).toBeVisible();
  await expect(main.getByRole("article").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.evaluate(() => {
    const second = document.createElement("campus-library");
    second.setAttribute("school-code", "DEMO");
    second.setAttribute("path", "/library/rank");
    second.setAttribute("routing", "hash");
    second.id = "second-library";
    document.getElementById("campus-sidebar")!.append(second);
  });
  const second = page.locator("#second-library");
  // Its own page, not the address's; the address stays the main library's.
  await expect(second.getByRole("tab", { name: "借閱最多", selected: true })).toBeVisible();
  const categories = second
    .getByRole("navigation", { name: "圖書館" })
    .getByRole("link", { name: "分類瀏覽" });
  await press(categories, info);
  await expect(categories).toHaveAttribute("aria-current", "page");
  expect(new URL(page.url()).hash).toMatch(/^#\/library\/home/);
  await expect(main.getByRole("heading", { name: "新書上架" })).toBeVisible();
  expect(warnings.some((text) => text.includes("already keeps its page in the address"))).toBe(
    true,
  );
  // Neither column is squeezed away.
  for (const column of ["#school-main", "#school-sidebar"]) {
    expect((await page.locator(column).boundingBox())!.width).toBeGreaterThan(200);
  }
  expect(await violations(page)).toEqual([]);
  expect(record.errors).toEqual([]);
});

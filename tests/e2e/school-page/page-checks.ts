import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/* What the school-page journeys check on a school's page: that Campus broke nothing there. */

export interface PageRecord {
  violations: string[];
  errors: string[];
}

/** What went wrong on the page: CSP violations (from the page's own listener) and console errors. */
export async function watch(page: Page): Promise<PageRecord> {
  const record: PageRecord = { violations: [], errors: [] };
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    // Violations inside shadow roots are composed: they reach the document too.
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  page.on("console", (message) => {
    if (message.type() === "error") record.errors.push(message.text());
  });
  page.on("pageerror", (error) => record.errors.push(error.message));
  return record;
}

export async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

export const phone = (info: TestInfo) => info.project.name === "phone";

/** A press as the project's user makes it: a tap on the phone, a click on the desktop. */
export async function press(locator: Locator, info: TestInfo) {
  if (phone(info)) await locator.tap();
  else await locator.click();
}

export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  // A phone's browser widens innerWidth to a page that overflows (it zooms out): hold the page
  // to the screen's width too.
  const screenWidth = Math.min(innerWidth, page.viewportSize()!.width);
  expect(scrollWidth, "the school's page scrolls sideways").toBeLessThanOrEqual(screenWidth);
}

export async function expectOnScreen(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

/**
 * The elements leave the school's page as it was: no links added, no styles on <html>, the
 * browser's own history methods.
 */
export async function expectPageUntouched(page: Page) {
  expect(
    await page.evaluate(() => ({
      links: [...document.head.querySelectorAll("link")].map((link) => link.rel),
      htmlStyle: document.documentElement.getAttribute("style"),
      lang: document.documentElement.lang,
      history: [history.pushState, history.replaceState].map((method) =>
        /\[native code\]/.test(Function.prototype.toString.call(method)),
      ),
    })),
  ).toEqual({ links: ["icon"], htmlStyle: null, lang: "zh-Hant-HK", history: [true, true] });
}

export const element = (page: Page, tag: string) => page.locator(tag).first();

/** Each element's first screen, signed out. */
export async function allShown(page: Page) {
  await expect(element(page, "campus-account").getByRole("button", { name: "登入" })).toBeVisible();
  await expect(
    element(page, "campus-library").getByRole("heading", { name: "新書上架" }),
  ).toBeVisible();
  for (const tag of ["campus-calendar", "campus-eca"])
    await expect(element(page, tag).getByRole("button", { name: "登入" }).first()).toBeVisible();
  // Signed out, ECA says what signing in gives rather than asking the server for it.
  await expect(
    element(page, "campus-eca").getByText("登入後可查看課外活動紀錄、獎項及學生學習概覽。"),
  ).toBeVisible();
  await expect(element(page, "campus-registration").getByLabel("手機號碼")).toBeVisible();
  await expect(
    element(page, "campus-manual").getByRole("heading", { level: 2, name: "家校通訊手冊" }),
  ).toBeVisible();
}

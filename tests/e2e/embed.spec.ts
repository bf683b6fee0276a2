import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, expectAccessible, signIn } from "./support";

test("the account element signs a parent in on a school's page whose CSS is hostile", async ({
  page,
}) => {
  await page.goto("/embed/");
  const account = page.locator("campus-account");
  const logIn = account.getByRole("button", { name: "登入" });
  // The page hides every button and sets 30 px serif on everything: not inside the element.
  await expect(logIn).toBeVisible();
  expect(await logIn.evaluate((el) => getComputedStyle(el).fontSize)).toBe("14px");
  await logIn.click();

  const dialog = account.getByRole("dialog", { name: "登入" });
  const phone = dialog.getByRole("textbox", { name: /^電話號碼/ });
  expect(await phone.evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/^serif$/);
  await phone.fill(DEMO.parent.username);
  await dialog.getByLabel(/^密碼/).fill("wrong-password");
  await dialog.getByRole("button", { name: "登入" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "帳戶或密碼不正確" })).toBeVisible();
  await dialog.getByLabel(/^密碼/).fill(DEMO.parent.password);
  await dialog.getByRole("button", { name: "登入" }).click();

  const menu = account.getByRole("button", { name: /帳戶選單：陳大文/ });
  await expect(menu).toContainText("目前子女：陳小明");
  await expectAccessible(page);
  // The session is the portal's too: one sign-in for the school's page and the portal.
  await page.goto("/parent_student/");
  await expect(page.getByRole("heading", { level: 1, name: "行事曆總覽" })).toBeVisible();
});

test("the library element keeps its page in the school page's hash when asked, query and all", async ({
  page,
}) => {
  await page.goto("/embed/#/library/rank?type=read&xschoolCode=DEMO");
  // The demo page's element keeps its page in memory: put one with routing="hash" in its place.
  await page.evaluate(() => {
    const navigations: string[] = [];
    Object.assign(window, { navigations });
    const element = document.createElement("campus-library");
    element.setAttribute("school-code", "DEMO");
    element.setAttribute("routing", "hash");
    element.addEventListener("campus-navigate", (event) =>
      navigations.push((event as CustomEvent<{ path: string }>).detail.path),
    );
    document.querySelector("campus-library")!.replaceWith(element);
  });
  const library = page.locator("campus-library");
  await expect(library.getByRole("tab", { name: "借閱最多", selected: true })).toBeVisible();

  const nav = library.getByRole("navigation", { name: "圖書館" });
  await nav.getByRole("link", { name: "分類瀏覽" }).click();
  await expect(nav.getByRole("link", { name: "分類瀏覽" })).toHaveAttribute("aria-current", "page");
  // The element's page and query live after "#"; the school's page keeps its own address.
  expect(new URL(page.url()).pathname).toBe("/embed/");
  expect(new URL(page.url()).search).toBe("");
  expect(new URL(page.url()).hash).toBe("#/library/category?xschoolCode=DEMO");
  expect(
    await page.evaluate(() => (window as unknown as { navigations: string[] }).navigations),
  ).toEqual(["/library/category?xschoolCode=DEMO"]);

  await page.goBack();
  await expect(library.getByRole("tab", { name: "借閱最多", selected: true })).toBeVisible();
});

test("a library element given an unknown path says the page was not found and leads home", async ({
  page,
}) => {
  await page.goto("/embed/");
  await page.evaluate(() => {
    const element = document.createElement("campus-library");
    element.setAttribute("school-code", "DEMO");
    element.setAttribute("path", "/library/no-such-page");
    document.querySelector("campus-library")!.replaceWith(element);
  });
  const library = page.locator("campus-library");
  await expect(library.getByRole("heading", { level: 2, name: "找不到頁面" })).toBeVisible();
  // Inside the library's own frame (its navigation and the account), not a bare page.
  await expect(library.getByRole("navigation", { name: "圖書館" })).toBeVisible();
  await library.getByRole("button", { name: "返回首頁" }).click();
  await expect(library.getByRole("heading", { name: "新書上架" })).toBeVisible();
});

/** Puts a `<campus-eca>` with these attributes in the demo page's place. */
async function placeEca(page: Page, attributes: Record<string, string>) {
  await page.evaluate((given) => {
    const element = document.createElement("campus-eca");
    element.setAttribute("school-code", "DEMO");
    for (const [name, value] of Object.entries(given)) element.setAttribute(name, value);
    document.querySelector("campus-eca")!.replaceWith(element);
  }, attributes);
  return page.locator("campus-eca");
}

for (const account of ["parent", "student"] as const)
  test(`a ${account}'s ECA element opens the family's records: from the guide's path, in the hash, with none and from a staff page`, async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/api/") && response.status() >= 400)
        refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await signIn(page, account);
    const child = account === "parent" ? /陳小明/ : /./;

    // The guide's own line, with the address kept in the page's hash.
    await page.goto("/embed/");
    let eca = await placeEca(page, { path: "/smarteca/detail?tab=records", routing: "hash" });
    await expect(eca.getByRole("heading", { level: 2, name: "學生活動概覽" })).toBeVisible();
    await expect(eca.getByRole("region", { name: child }).getByText("已通過紀錄")).toBeVisible();
    expect(new URL(page.url()).hash).toBe("#/smarteca/detail?tab=records");

    // No path: the family's page, not the staff's events list.
    await page.goto("/embed/");
    eca = await placeEca(page, {});
    await expect(eca.getByRole("heading", { level: 2, name: "學生活動概覽" })).toBeVisible();

    // A staff page asked for, in the hash: the family's page takes its place there too.
    await page.goto("/embed/#/smarteca/approval");
    eca = await placeEca(page, { routing: "hash" });
    await expect(eca.getByRole("heading", { level: 2, name: "學生活動概覽" })).toBeVisible();
    await expect(page).toHaveURL(/#\/smarteca\/detail$/);
    await expectAccessible(page);

    // Nothing was asked of the server that it refused.
    expect(refused).toEqual([]);
  });

test("a language chosen in an element's account menu wins over the page's lang, and stays", async ({
  page,
}) => {
  await page.goto("/embed/");
  const account = page.locator("campus-account");
  await account.getByRole("button", { name: "登入" }).click();
  const dialog = account.getByRole("dialog", { name: "登入" });
  await dialog.getByRole("textbox", { name: /^電話號碼/ }).fill(DEMO.parent.username);
  await dialog.getByLabel(/^密碼/).fill(DEMO.parent.password);
  await dialog.getByRole("button", { name: "登入" }).click();

  // The page says lang="zh-TW"; the parent chooses English, and the server hears of it.
  const told = page.waitForRequest((r) => r.url().includes("/api/change_lang?lang=en-US"));
  await account.getByRole("button", { name: /帳戶選單：陳大文/ }).click();
  await account.getByRole("radio", { name: "English" }).click();
  await told;
  const library = page.locator("campus-library");
  await expect(library.getByRole("heading", { name: "New arrivals" })).toBeVisible();

  // A reload keeps the parent's choice, though the page still says zh-TW.
  await page.reload();
  await expect(library.getByRole("heading", { name: "New arrivals" })).toBeVisible();
  await expect(account.getByRole("button", { name: /Account menu: Chan Tai Man/ })).toBeVisible();

  // Back to the page's language for the journeys after this one.
  await account.getByRole("button", { name: /Account menu/ }).click();
  await account.getByRole("radio", { name: "繁體中文" }).click();
  await expect(library.getByRole("heading", { name: "新書上架" })).toBeVisible();
});

test("the school page to copy: one account on a dark header, readable, and the library and sidebar under it", async ({
  page,
}) => {
  await page.goto("/embed/school-page.html");
  const account = page.locator("campus-account");
  const library = page.locator("campus-library").first();
  const logIn = account.getByRole("button", { name: "登入" });
  await expect(logIn).toBeVisible();
  // account="none": the library and the sidebar leave sign-in to the header's element.
  await expect(library.getByRole("navigation", { name: "圖書館" })).toBeVisible();
  await expect(library.getByRole("button", { name: "登入" })).toHaveCount(0);
  // The fallback inside the tag never shows once the element is defined.
  await expect(page.getByText("圖書館未能在此頁載入")).toBeHidden();

  await logIn.click();
  const dialog = account.getByRole("dialog", { name: "登入" });
  await dialog.getByRole("textbox", { name: /^電話號碼/ }).fill(DEMO.parent.username);
  await dialog.getByLabel(/^密碼/).fill(DEMO.parent.password);
  await dialog.getByRole("button", { name: "登入" }).click();
  // The chip takes the page's --campus-account-color on its navy header (issue 35, item 8).
  const chip = account.getByRole("button", { name: /帳戶選單：陳大文/ });
  await expect(chip).toBeVisible();
  expect(await chip.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(255, 255, 255)");
  await expect(library.getByRole("button", { name: /帳戶選單/ })).toHaveCount(0);
  await expectAccessible(page);
  // Its menu keeps the theme's colours: readable on its white surface.
  await chip.click();
  await expect(account.getByRole("button", { name: "登出" })).toBeVisible();
  await expectAccessible(page);
});

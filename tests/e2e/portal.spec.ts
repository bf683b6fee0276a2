import { expect, test } from "./fixtures";
import { expectAccessible, openUserMenu, signIn, signInOnThePage } from "./support";

test.describe("a parent in the portal", () => {
  test("signs in, sees the menu, switches child and language, works the page tabs, meets 404 and 403, signs out @desktop", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/parent_student/");
    await expect(page).toHaveURL(/\/parent_student\/login\?redirect=/);
    await expectAccessible(page);

    // Client-side validation first, then the server's answer, both in place.
    await page.getByRole("button", { name: "登入" }).click();
    await expect(page.getByText("請填寫此項").first()).toBeVisible();
    await page.getByLabel("電話號碼").fill("9123456");
    await page.getByLabel(/^密碼/).fill("campus2026");
    await page.getByRole("button", { name: "登入" }).click();
    await expect(page.getByText("電話號碼格式不正確")).toBeVisible();
    await page.getByLabel("電話號碼").fill("91234567");
    await page.getByLabel(/^密碼/).fill("wrong-password");
    await page.getByRole("button", { name: "登入" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "帳戶或密碼不正確" })).toBeVisible();

    await signInOnThePage(page, "parent");
    await expect(page).toHaveURL(/\/parent_student\/calendar\/PersonalOverview$/);
    await expect(page.getByRole("heading", { level: 1, name: "行事曆總覽" })).toBeVisible();
    await expectAccessible(page);

    // The menu from the server, in a drawer on phones.
    const openMenu = async () => {
      if (isMobile) await page.getByRole("button", { name: /打開選單|打开菜单|Open menu/ }).click();
    };
    await openMenu();
    const nav = page.getByRole("navigation", { name: "主選單" });
    await expect(nav.getByRole("button", { name: "學校圖書館" })).toBeVisible();
    await nav.getByRole("button", { name: "學校圖書館" }).click();
    await expect(nav.getByRole("link", { name: "圖書館櫃枱" })).toHaveCount(0);
    await nav.getByRole("link", { name: "排行榜" }).click();
    await expect(page).toHaveURL(/\/library\/rank\?xschoolCode=DEMO$/);
    await expect(page.getByRole("heading", { level: 1, name: "排行榜" })).toBeVisible();

    // Switch child: the header follows.
    await openUserMenu(page);
    await page.getByRole("radio", { name: /陳小欣/ }).click();
    // In the account toggle, or on a phone on its own line under the header.
    await expect(page.getByText("目前子女：陳小欣")).toBeVisible();
    await page.reload();
    await expect(page.getByText("目前子女：陳小欣")).toBeVisible();

    // Each language: menu and page title change.
    for (const [language, title, menuLabel, library] of [
      ["English", "Rankings", "Main menu", "School library"],
      ["简体中文", "排行榜", "主菜单", "学校图书馆"],
      ["繁體中文", "排行榜", "主選單", "學校圖書館"],
    ] as const) {
      await openUserMenu(page);
      await page.getByRole("radio", { name: language }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title));
      await openMenu();
      await expect(
        page.getByRole("navigation", { name: menuLabel }).getByRole("button", { name: library }),
      ).toBeVisible();
      if (isMobile) await page.keyboard.press("Escape");
    }

    // Four pages open as tabs; every tab action; the last tab stays.
    const tabs = page.getByRole("list", { name: "已開啟的頁面" });
    for (const [path, title] of [
      ["/library/home", "圖書館首頁"],
      ["/library/category", "分類瀏覽"],
      ["/manual/p_communication", "家校通訊手冊"],
    ] as const) {
      await page.goto(`/parent_student${path}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(tabs.getByRole("button", { name: title, exact: true })).toHaveCount(1);
    }
    await expect(
      tabs.getByRole("button", { name: /^(行事曆總覽|排行榜|圖書館首頁|分類瀏覽|家校通訊手冊)$/ }),
    ).toHaveCount(5);

    // Paging through a page keeps its one tab, which then leads back to the page reached.
    await tabs.getByRole("button", { name: "分類瀏覽", exact: true }).click();
    for (const at of [2, 3, 4]) {
      await page.getByRole("button", { name: "下一頁" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${at}\\b`));
    }
    await expect(tabs.getByRole("button", { name: "分類瀏覽", exact: true })).toHaveCount(1);
    await tabs.getByRole("button", { name: "家校通訊手冊", exact: true }).click();
    await tabs.getByRole("button", { name: "分類瀏覽", exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=4\b/);
    await tabs.getByRole("button", { name: "家校通訊手冊", exact: true }).click();
    await expect(tabs.getByRole("button", { name: "家校通訊手冊", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await tabs.getByRole("button", { name: "關閉「家校通訊手冊」" }).click();
    await expect(page).toHaveURL(/\/library\/category\?.*page=4/);

    const actions = page.getByRole("button", { name: "頁籤操作" });
    await tabs.getByRole("button", { name: "排行榜", exact: true }).click();
    await actions.click();
    await page.getByRole("menuitem", { name: "關閉右側頁籤" }).click();
    await expect(tabs.getByRole("button", { name: "分類瀏覽", exact: true })).toHaveCount(0);
    await actions.click();
    await page.getByRole("menuitem", { name: "關閉左側頁籤" }).click();
    await expect(tabs.getByRole("button", { name: "行事曆總覽", exact: true })).toHaveCount(0);
    await expect(tabs.getByRole("button", { name: "排行榜", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.reload();
    await expect(tabs.getByRole("button", { name: "排行榜", exact: true })).toBeVisible();
    await actions.click();
    await page.getByRole("menuitem", { name: "關閉全部頁籤" }).click();
    await expect(page).toHaveURL(/\/calendar\/PersonalOverview$/);
    await expect(tabs.getByRole("button")).toHaveCount(1);
    await actions.click();
    await expect(page.getByRole("menuitem", { name: "關閉目前頁籤" })).toBeDisabled();
    await page.keyboard.press("Escape");

    // Unknown path → 404; a staff page → 403; both with back-to-home.
    await page.goto("/parent_student/no/such/page");
    await expect(page).toHaveURL(/\/parent_student\/404$/);
    await expect(page.getByRole("heading", { level: 2, name: "找不到頁面" })).toBeVisible();
    await expectAccessible(page);
    await page.goto("/parent_student/library/desk");
    await expect(page.getByRole("heading", { level: 2, name: "沒有存取權限" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "返回首頁" }).click();
    await expect(page).toHaveURL(/\/calendar\/PersonalOverview$/);
    // The error page opened no tab (they would pile up); the page refused keeps its own.
    await expect(tabs.getByRole("button", { name: /找不到頁面/ })).toHaveCount(0);
    await expect(tabs.getByRole("button", { name: "圖書館櫃枱", exact: true })).toHaveCount(1);

    // Footer pages, then sign out.
    await page.getByRole("link", { name: "私隱政策" }).click();
    await expect(page.getByRole("heading", { name: "私隱政策", level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { name: "私隱政策" })).toBeVisible();
    await openUserMenu(page);
    await page.getByRole("button", { name: "登出" }).click();
    await expect(page).toHaveURL(/\/parent_student\/login/);
    // Signed out, a signed-in page asks for sign-in; the library is browsed (decision 0019).
    await page.goto("/parent_student/calendar/PersonalDetail");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcalendar%2FPersonalDetail/);
    await page.goto("/parent_student/library/rank");
    await expect(page).toHaveURL(/\/library\/rank\?xschoolCode=DEMO$/);
    await expect(page.getByRole("link", { name: "登入" })).toBeVisible();
  });

  test("goes back to the page they asked for after signing in, focus on its title", async ({
    page,
  }) => {
    await signInOnThePage(page, "parent", "/parent_student/library/category");
    await expect(page).toHaveURL(/\/library\/category\?xschoolCode=DEMO$/);
    // The next Tab starts in the page, not from <body>.
    await expect(page.getByRole("heading", { level: 1, name: "分類瀏覽" })).toBeFocused();
    // Opened by its address: focused, without a ring that makes the title look like a field.
    await page.goto("/parent_student/calendar/PersonalOverview");
    const title = page.getByRole("heading", { level: 1, name: "行事曆總覽" });
    await expect(title).toBeFocused();
    expect(await title.evaluate((el) => el.matches(":focus-visible"))).toBe(false);
  });

  test("is sent to sign in when the session ends, and comes back", async ({ page, context }) => {
    await signIn(page, "parent");
    await expect(page.getByRole("heading", { level: 1, name: "行事曆總覽" })).toBeVisible();
    await page.goto("/parent_student/library/rank");
    await expect(
      page.getByRole("list", { name: "借閱最多" }).getByRole("listitem").first(),
    ).toBeVisible();
    // The server forgets the session (as after 7 days or a sign-out elsewhere).
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem("campus:token") ?? "{}").v as string,
    );
    const response = await context.request.post("/parent_student/logout", { headers: { token } });
    expect((await response.json()).code).toBe(200);
    await openUserMenu(page);
    await page.getByRole("radio", { name: /陳小欣/ }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Flibrary%2Frank/);
    // The sign-in page says why the user is there (history state from the error effects).
    await expect(page.getByText("登入已逾時，請重新登入")).toBeVisible();
    await signInOnThePage(page, "parent", page.url());
    await expect(page).toHaveURL(/\/library\/rank\?xschoolCode=DEMO$/);
  });
});

test("a student sees the student menu", async ({ page }) => {
  await signIn(page, "student");
  await expect(page.getByRole("button", { name: /帳戶選單：陳小明/ })).toBeVisible();
  await page.getByRole("button", { name: "打開選單" }).click();
  const nav = page.getByRole("navigation", { name: "主選單" });
  await expect(nav.getByRole("button", { name: "學校圖書館" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "新生報名" })).toHaveCount(0);
  await expect(nav.getByRole("button", { name: "課外活動" })).toBeVisible();
  await expectAccessible(page);
});

test("the staff account sees the office's pages", async ({ page }) => {
  await signIn(page, "staff");
  await page.getByRole("button", { name: "打開選單" }).click();
  const nav = page.getByRole("navigation", { name: "主選單" });
  await nav.getByRole("button", { name: "學校圖書館" }).click();
  await expect(nav.getByRole("link", { name: "圖書館櫃枱" })).toBeVisible();
});

test("on a phone the header gets out of the way past 300 px of scrolling; on a desktop it stays @desktop", async ({
  page,
  isMobile,
}) => {
  await signIn(page, "parent", "/parent_student/library/category");
  await expect(
    page.getByRole("list", { name: "書籍" }).getByRole("listitem").first(),
  ).toBeVisible();
  const header = page.getByRole("banner");
  const headerTop = async () => (await header.boundingBox())?.y ?? 0;
  await page.evaluate(() => window.scrollTo(0, 200));
  await page.waitForTimeout(300);
  expect(await headerTop()).toBeGreaterThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  // The header slides up (its transition) on a phone only.
  await expect.poll(headerTop).toBeLessThan(isMobile ? 0 : 1);
  if (!isMobile) expect(await headerTop()).toBeGreaterThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(headerTop).toBeGreaterThanOrEqual(0);
});

test("the portal has an icon for the tab and the home screen, and a web app manifest", async ({
  request,
}) => {
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toBe("image/x-icon");
  const manifest = await request.get("/parent_student/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const { icons, start_url } = (await manifest.json()) as {
    icons: { src: string; sizes: string }[];
    start_url: string;
  };
  expect(start_url).toBe("/parent_student/");
  for (const src of [...icons.map((i) => i.src), "/parent_student/icons/apple-touch-icon.png"]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()["content-type"], src).toBe("image/png");
  }
});

test("signed out, the legal and error pages have the portal's frame, a language switch and their own titles", async ({
  page,
}) => {
  // A page behind sign-in asks to sign in first; an address that is no page at all is a 404
  // (spec §2), signed in or not.
  await page.goto("/parent_student/calendar/PersonalOverview");
  await expect(page).toHaveTitle("登入 · Campus");
  await page.goto("/parent_student/this/does/not/exist");
  await expect(page).toHaveURL(/\/parent_student\/404$/);
  await expect(page).toHaveTitle("找不到頁面 · Campus");

  await page.goto("/parent_student/terms");
  await expect(page).toHaveTitle("使用條款 · Campus");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "使用條款" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("combobox", { name: "語言" }).selectOption("en-US");
  await expect(main.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  await expect(page).toHaveTitle("Terms of use · Campus");
  await page.getByRole("combobox", { name: "Language" }).selectOption("zh-TW");

  await page.goto("/parent_student/404");
  await expect(page).toHaveTitle("找不到頁面 · Campus");
  await expect(main.getByRole("heading", { level: 1, name: "找不到頁面" })).toBeVisible();
  await expectAccessible(page);
  // The portal's name leads home (which, signed out, is the sign-in page).
  await page.getByRole("link", { name: "Campus 校園服務" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "登入" })).toBeVisible();
});

test("the portal breaks none of its own Content-Security-Policy while signing in and using forms", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  // The sign-in form validates with the contract's schema before it sends anything: zod's mini
  // objects never probe for eval (classic z.object does, at creation: keep it off the client).
  await page.goto("/parent_student/login");
  await page.getByRole("button", { name: "登入" }).click();
  await expect(page.getByText("請完成表格")).toBeVisible();
  await signInOnThePage(page, "parent", "/parent_student/library/home?xschoolCode=DEMO");
  await expect(page.getByRole("heading", { level: 1, name: "圖書館首頁" })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});

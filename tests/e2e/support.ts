import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe on the page as it is now: no serious or critical violations. Every rule, run by `axe.run`
 * in each frame ("legacy mode"): the same results for pages with no cross-origin frames (the
 * product has none) at half the cost of the default, which finishes each run in a new page.
 * Only violations are collected node by node: selectors for every passing node cost, unread.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/**
 * A day counted from today in Hong Kong ("YYYY-MM-DD"): journeys run on the real date, and from
 * 16:00 UTC it is already tomorrow at the school.
 */
export const hongKongDay = (days = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Hong_Kong" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

export const DEMO = {
  parent: { type: "家長", username: "91234567", password: "campus2026" },
  student: { type: "學生", username: "s2026001", password: "campus2026" },
  teacher: { type: "教職員", username: "t.wong", password: "campus2026" },
  staff: { type: "教職員", username: "admin", password: "campus2026" },
  librarian: { type: "教職員", username: "library", password: "campus2026" },
} as const;

const LOGIN_TYPES = { 家長: "parent", 學生: "student", 教職員: "teacher" } as const;

/**
 * Signs in as a demo account and opens `path`: the session as the sign-in page leaves it (in
 * the portal's local storage), from the sign-in call itself. Walking through the sign-in page
 * is the portal journey's (`signInOnThePage`); every other journey starts where its story does,
 * a page load sooner (0.7 s a journey).
 */
export async function signIn(page: Page, account: keyof typeof DEMO, path = "/parent_student/") {
  const { type, username, password } = DEMO[account];
  const response = await page.request.post("/parent_student/ajax_login", {
    form: {
      type: LOGIN_TYPES[type],
      username,
      password,
      ...(account === "parent" ? { countryCode: "852" } : {}),
    },
  });
  const answer = (await response.json()) as {
    code: number;
    msg: string;
    data: Session;
  };
  expect(answer.code, `sign-in of ${username}: ${answer.msg}`).toBe(200);
  await putSession(page, new URL(response.url()).origin, answer.data);
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/login/);
}

/** A session as the sign-in call answers it. */
export interface Session {
  token: string;
  user: unknown;
  expires_at: string;
}

/**
 * Puts a session where the sign-in page leaves it (the portal's local storage at `origin`), or
 * takes it away (null). Any page of the origin reaches its storage: where the page is elsewhere,
 * an empty one answered here (as Playwright sets a context's storage state) asks nothing of the
 * server.
 */
export async function putSession(page: Page, origin: string, session: Session | null) {
  if (!page.url().startsWith(origin)) {
    const blank = `${origin}/__signing-in__`;
    await page.route(blank, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>signing in</title>" }),
    );
    await page.goto(blank);
    await page.unroute(blank);
  }
  await page.evaluate((s) => {
    localStorage.removeItem("campus:token");
    localStorage.removeItem("campus:user");
    if (!s) return;
    const e = Date.parse(s.expires_at);
    localStorage.setItem("campus:token", JSON.stringify({ v: s.token, e }));
    localStorage.setItem("campus:user", JSON.stringify({ v: s.user, e }));
  }, session);
}

/** Signs in through the sign-in page in zh-TW (the default language), as a person does. */
export async function signInOnThePage(
  page: Page,
  account: keyof typeof DEMO,
  path = "/parent_student/",
) {
  const { type, username, password } = DEMO[account];
  // The sign-in page, and back to `path` (a library page signed out is browsed, not refused);
  // a sign-in page's own address as it is.
  const url = new URL(path, "http://localhost");
  const back = url.pathname.replace(/^\/parent_student/, "") + url.search;
  await page.goto(
    back === "/" || url.pathname.endsWith("/login")
      ? path
      : `/parent_student/login?redirect=${encodeURIComponent(back)}`,
  );
  await expect(page.getByRole("heading", { name: "登入", level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: type }).check();
  await page.getByLabel(account === "parent" ? "電話號碼" : "帳戶名稱").fill(username);
  await page.getByLabel(/^密碼/).fill(password);
  await page.getByRole("button", { name: "登入" }).click();
  // Signed in once the sign-in page has handed over to the page asked for.
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens the header's user menu, whoever is signed in. */
export async function openUserMenu(page: Page) {
  await page.getByRole("button", { name: /帳戶選單|账号菜单|Account menu/ }).click();
}

/** As a parent, acts for this child (the account menu's radio), if not already. */
export async function asChild(page: Page, child: string) {
  await openUserMenu(page);
  // The account menu's own choice (a page may have its own radios with the child's name).
  const option = page
    .getByRole("radiogroup", { name: /切換子女|切换子女|Switch child/ })
    .getByRole("radio", { name: new RegExp(child) });
  if ((await option.getAttribute("aria-checked")) === "true") {
    await page.keyboard.press("Escape");
    return;
  }
  await option.click();
  // In the account toggle, or on a phone on its own line under the header.
  await expect(page.getByText(`目前子女：${child}`).first()).toBeVisible();
}

/** Opens a book's page by searching for its title, as a reader would. */
export async function openBook(page: Page, title: string) {
  await page.goto(`/parent_student/library/searchresult?keyword=${encodeURIComponent(title)}`);
  await expect(page).toHaveURL(/xschoolCode=DEMO/);
  await page.getByRole("link", { name: title, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
}

/** The records table's row for a book (tables on wide screens, cards on phones). */
export function recordOf(page: Page, title: string) {
  return page
    .locator("tr, li")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) })
    .filter({ visible: true })
    .first();
}

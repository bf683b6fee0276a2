import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe on the page as it is now: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

export const DEMO = {
  parent: { type: "家長", username: "91234567", password: "campus2026" },
  student: { type: "學生", username: "s2026001", password: "campus2026" },
  teacher: { type: "教職員", username: "t.wong", password: "campus2026" },
  staff: { type: "教職員", username: "admin", password: "campus2026" },
} as const;

/** Signs in through the sign-in page in zh-TW (the default language). */
export async function signIn(page: Page, account: keyof typeof DEMO, path = "/parent_student/") {
  const { type, username, password } = DEMO[account];
  await page.goto(path);
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

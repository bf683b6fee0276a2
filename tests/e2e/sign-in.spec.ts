import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/parent_student/");
});

test("a parent signs in with the demo phone number, switches child and language, and signs out", async ({
  page,
}) => {
  await expect(page.getByRole("heading", { name: "登入" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByLabel("電話號碼").fill("9123456");
  await page.getByLabel("密碼").fill("campus2026");
  await page.getByRole("button", { name: "登入" }).click();
  await expect(page.getByText("電話號碼格式不正確")).toBeVisible();

  await page.getByLabel("電話號碼").fill("91234567");
  await page.getByRole("button", { name: "登入" }).click();
  await expect(page.getByText("你好，陳大文")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "功能選單" }).getByRole("link", { name: "排行榜" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "圖書館櫃枱" })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  const child = page.getByLabel("目前子女");
  await expect(child.locator("option:checked")).toHaveText("陳小明（校園示範學校 4A）");
  await child.selectOption({ label: "陳小欣（校園示範學校 1B）" });
  await page.reload();
  await expect(page.getByLabel("目前子女").locator("option:checked")).toHaveText(
    "陳小欣（校園示範學校 1B）",
  );

  await page.getByLabel("語言").selectOption("en-US");
  await expect(page.getByText("Hello, Chan Tai Man")).toBeVisible();
  await expect(page.getByRole("link", { name: "Rankings" })).toBeVisible();
  await page.getByLabel("Language").selectOption("zh-CN");
  await expect(page.getByRole("link", { name: "分类浏览" })).toBeVisible();

  await page.getByRole("button", { name: "退出登录" }).click();
  await expect(page.getByRole("heading", { name: "登录" })).toBeVisible();
});

test("a wrong password is refused in place, and the staff account sees the librarian desk", async ({
  page,
}) => {
  await page.getByLabel("教職員").check();
  await page.getByLabel("帳戶名稱").fill("admin");
  await page.getByLabel("密碼").fill("wrong-password");
  await page.getByRole("button", { name: "登入" }).click();
  await expect(page.getByRole("alert")).toHaveText("帳戶或密碼不正確");

  await page.getByLabel("密碼").fill("campus2026");
  await page.getByRole("button", { name: "登入" }).click();
  await expect(page.getByRole("link", { name: "圖書館櫃枱" })).toBeVisible();
  await expect(page.getByText("此帳戶沒有子女帳戶")).toBeVisible();
});

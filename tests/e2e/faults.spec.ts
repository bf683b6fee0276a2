import { expect, test } from "@playwright/test";
import { signIn } from "./support";

/*
 * A phone's connection (issue 17): what the user sees when the network fails them. Each case
 * says the spec's message once, keeps the rest of the product usable, and recovers without a
 * reload.
 */

const RANK_CODE = /\/assets\/rank-page-[\w-]+\.js$/;

test("a page whose code does not load says so inside the layout, and trying again brings it", async ({
  page,
}) => {
  await signIn(page, "parent", "/parent_student/library/home");
  await expect(page.getByRole("heading", { level: 1, name: "圖書館首頁" })).toBeVisible();
  const tabs = page.getByRole("list", { name: "已開啟的頁面" });

  // The rankings screen's own chunk fails, as on a dropped connection.
  await page.route(RANK_CODE, (route) => route.abort("failed"));
  await page.goto("/parent_student/library/rank?xschoolCode=DEMO");
  await expect(page.getByRole("heading", { name: "頁面載入失敗" })).toHaveCount(1);
  await expect(page.getByText("部分頁面未能載入，請檢查網絡後重新載入。")).toBeVisible();
  // The header and its page tabs still work: another page opens in the same layout.
  await expect(page.getByRole("heading", { level: 1, name: "排行榜" })).toBeVisible();
  await tabs.getByRole("button", { name: "圖書館首頁", exact: true }).click();
  await expect(page.getByRole("heading", { name: "頁面載入失敗" })).toHaveCount(0);
  // Still no signal: back on the page, the notice again (asked anew, failed anew).
  await tabs.getByRole("button", { name: "排行榜", exact: true }).click();
  await expect(page.getByRole("heading", { name: "頁面載入失敗" })).toBeVisible();

  // The signal is back: "try again" asks for the code again, no reload needed.
  await page.unroute(RANK_CODE);
  await page.getByRole("button", { name: "重試" }).click();
  await expect(page.getByRole("tab", { name: "借閱最多" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "頁面載入失敗" })).toHaveCount(0);
});

import type { Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { allShown, element } from "./school-page/page-checks";
import { DEMO } from "./support";

/*
 * Every Campus element on one school page (the embed demo, /embed/): one runtime downloaded
 * once, one sign-in and one language for all of them, and two elements of the same kind each
 * with its own page.
 */

test("nine elements on one page download one runtime, once, and every file once", async ({
  page,
}) => {
  const files: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/embed/") && url.pathname.endsWith(".js"))
      files.push(url.pathname);
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // A signed-out visitor's page asks the API for nothing it would refuse.
  const answers: Promise<string>[] = [];
  const answered = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith("/api/"))
      answers.push(response.text().then((body) => `${response.url()} ${body.slice(0, 80)}`));
  };
  page.on("response", answered);
  await page.goto("/embed/");
  await allShown(page);
  await expect(
    element(page, "campus-notices").getByText("登入後可查看學校發給子女的通告。"),
  ).toBeVisible();
  await expect(
    element(page, "campus-attendance").getByText("登入後可查看子女的出勤紀錄及申請請假。"),
  ).toBeVisible();
  await expect(
    element(page, "campus-fees").getByText("登入後可查看及繳交學校費用。"),
  ).toBeVisible();
  // Every answer the page asked for has come (none left reading when the test ends).
  await page.waitForLoadState("networkidle");
  page.off("response", answered);
  expect((await Promise.all(answers)).filter((a) => /"code":401/.test(a))).toEqual([]);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The shared runtime (React, styles, the session and its stores) is one file, asked once.
  expect(files.filter((file) => /\/chunks\/runtime-[\w-]+\.js$/.test(file))).toHaveLength(1);
  // No file twice: the elements share what they have in common.
  const twice = files.filter((file, i) => files.indexOf(file) !== i);
  expect(twice).toEqual([]);
  // Every element's own code came: nine element modules besides the entry.
  expect(files.filter((file) => file.endsWith("/campus-elements.js"))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("signing in or switching language in one element changes them all", async ({ page }) => {
  await page.goto("/embed/");
  await allShown(page);
  const account = element(page, "campus-account");
  await account.getByRole("button", { name: "登入" }).click();
  const dialog = account.getByRole("dialog", { name: "登入" });
  await dialog.getByRole("textbox", { name: /^電話號碼/ }).fill(DEMO.parent.username);
  await dialog.getByLabel(/^密碼/).fill(DEMO.parent.password);
  await dialog.getByRole("button", { name: "登入" }).click();
  // Signed in everywhere: the calendar and ECA show the family's own, not their sign-in.
  const calendar = element(page, "campus-calendar");
  await expect(calendar.getByRole("button", { name: /帳戶選單：陳大文/ })).toBeVisible();
  await expect(
    calendar.getByRole("heading", { name: /2026年|\d{4}年\d{1,2}月/ }).first(),
  ).toBeVisible();
  const eca = element(page, "campus-eca");
  await expect(eca.getByRole("button", { name: /帳戶選單：陳大文/ })).toBeVisible();
  // The notices sent for the family's children, one row each.
  const notices = element(page, "campus-notices");
  await expect(notices.getByRole("link", { name: "第一學期家長日安排" })).toHaveCount(2);
  // The child's attendance this month, and the applications.
  const attendance = element(page, "campus-attendance");
  await expect(attendance.getByRole("heading", { name: /的出勤$/ })).toBeVisible();
  // The child's fees: what is still to pay.
  const fees = element(page, "campus-fees");
  await expect(fees.getByRole("heading", { name: "繳費" })).toBeVisible();

  // English from the account's menu: every element follows at once.
  await account.getByRole("button", { name: /帳戶選單：陳大文/ }).click();
  await account.getByRole("radio", { name: "English" }).click();
  await expect(
    element(page, "campus-manual").getByRole("heading", {
      level: 2,
      name: "Parent communication guide",
    }),
  ).toBeVisible();
  await expect(
    element(page, "campus-library").getByRole("heading", { name: "New arrivals" }),
  ).toBeVisible();
  await expect(calendar.getByRole("button", { name: /Account menu: Chan Tai Man/ })).toBeVisible();
  await expect(eca.getByRole("button", { name: /Account menu: Chan Tai Man/ })).toBeVisible();
  await expect(notices.getByRole("link", { name: "Parents' Day, first term" })).toHaveCount(2);
  await expect(attendance.getByRole("heading", { name: /^Attendance in / })).toBeVisible();
  await expect(fees.getByRole("heading", { name: "School fees" })).toBeVisible();

  // Back to the page's language and signed out, for the journeys after this one.
  await account.getByRole("button", { name: /Account menu/ }).click();
  await account.getByRole("radio", { name: "繁體中文" }).click();
  await account.getByRole("button", { name: /帳戶選單/ }).click();
  await account.getByRole("button", { name: "登出" }).click();
  await expect(account.getByRole("button", { name: "登入" })).toBeVisible();
  await expect(calendar.getByRole("button", { name: "登入" }).first()).toBeVisible();
});

test("two manuals on one page each keep their own page", async ({ page }) => {
  await page.goto("/embed/");
  await page.evaluate(() => {
    const second = document.createElement("campus-manual");
    second.setAttribute("path", "/manual/p_GRWTHPay");
    second.id = "second-manual";
    document.querySelector("campus-manual")!.after(second);
  });
  const first = page.locator("campus-manual").first();
  const second = page.locator("#second-manual");
  await expect(first.getByRole("heading", { level: 2, name: "家校通訊手冊" })).toBeVisible();
  await expect(second.getByRole("heading", { level: 2, name: "繳費服務手冊" })).toBeVisible();
  await first
    .getByRole("navigation", { name: "使用手冊" })
    .getByRole("link", { name: "學生考勤手冊" })
    .click();
  await expect(first.getByRole("heading", { level: 2, name: "學生考勤手冊" })).toBeVisible();
  await expect(second.getByRole("heading", { level: 2, name: "繳費服務手冊" })).toBeVisible();
  // The school page's own address is left alone (both keep their pages in memory).
  expect(new URL(page.url()).hash).toBe("");
});

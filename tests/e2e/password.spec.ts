import { expect, test, type Page } from "./fixtures";
import { expectAccessible, openUserMenu } from "./support";

/*
 * A parent changes the password they sign in with, from the account menu (issue 36 §4): the
 * one in use is asked for and a wrong one is said beside it; the old password then signs in no
 * more and the new one does. The other demo parent (Macau), whom no other journey signs in as;
 * the password goes back at the end, so the worker's server is as it was.
 */

const PHONE = "61234567";

async function signInAs(page: Page, password: string) {
  await page.goto("/parent_student/login");
  await page.getByRole("radio", { name: "家長" }).check();
  await page.getByLabel("電話地區").selectOption("853");
  await page.getByLabel("電話號碼").fill(PHONE);
  await page.getByLabel(/^密碼/).fill(password);
  await page.getByRole("button", { name: "登入" }).click();
}

async function changePassword(page: Page, from: string, to: string) {
  await openUserMenu(page);
  await page.getByRole("button", { name: "密碼", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "登入密碼" });
  await expect(dialog.getByText("更改用來登入的密碼。")).toBeVisible();
  await dialog.getByLabel(/^目前的密碼/).fill(from);
  await dialog.getByLabel(/^新密碼/).fill(to);
  await dialog.getByLabel(/^再次輸入新密碼/).fill(to);
  return dialog;
}

test("a parent changes their password from the account menu; the old one signs in no more", async ({
  page,
}) => {
  await signInAs(page, "campus2026");
  await expect(page.getByRole("heading", { level: 1, name: "行事曆總覽" })).toBeVisible();

  // A wrong password in use: said beside it, the dialog stays with what was typed.
  const dialog = await changePassword(page, "not-my-password-1", "lantern2027");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "儲存密碼" }).click();
  await expect(dialog.getByText("目前的密碼不正確")).toBeVisible();
  await expect(dialog.getByLabel(/^新密碼/)).toHaveValue("lantern2027");

  await dialog.getByLabel(/^目前的密碼/).fill("campus2026");
  await dialog.getByRole("button", { name: "儲存密碼" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("密碼已儲存。")).toBeVisible();

  // Signed out: the old password is refused, the new one signs in.
  await openUserMenu(page);
  await page.getByRole("button", { name: "登出" }).click();
  await signInAs(page, "campus2026");
  await expect(page.getByRole("alert").filter({ hasText: "帳戶或密碼不正確" })).toBeVisible();
  await page.getByLabel(/^密碼/).fill("lantern2027");
  await page.getByRole("button", { name: "登入" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "行事曆總覽" })).toBeVisible();

  // As it was, for the journeys after this one on the worker's server.
  await (
    await changePassword(page, "lantern2027", "campus2026")
  )
    .getByRole("button", { name: "儲存密碼" })
    .click();
  await expect(page.getByText("密碼已儲存。")).toBeVisible();
});

import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./fixtures";
import { expectAccessible, openUserMenu, signIn } from "./support";

/*
 * A data access request (PDPO §18; issue 41 §2): a parent asks, from the account menu, for
 * everything the school holds about the family, and gets one ZIP file — the family's records,
 * one JSON file per table, the files they sent, a note in their language — and nothing of
 * another family's.
 */

test("a parent downloads everything the school holds about the family from the account menu", async ({
  page,
}) => {
  await signIn(page, "parent");
  await openUserMenu(page);
  await page.getByRole("button", { name: "我的資料" }).click();
  const dialog = page.getByRole("dialog", { name: "我的資料" });
  await expect(dialog.getByText(/關於你及你子女的全部資料/)).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "下載 ZIP 檔" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^campus-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText("已下載你的資料。")).toBeVisible();
  await expect(dialog).toBeHidden();

  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(strFromU8(zip["README.txt"]!)).toMatch(/^這是學校於 .* 為你的查閱資料要求所提供的資料/);
  const users = JSON.parse(strFromU8(zip["data/users.json"]!)) as { name_zh: string }[];
  expect(users.map((user) => user.name_zh).sort()).toEqual(["陳大文", "陳小明", "陳小欣"].sort());
  const everything = Object.entries(zip)
    .filter(([name]) => name.startsWith("data/"))
    .map(([, bytes]) => strFromU8(bytes))
    .join("\n");
  expect(Object.keys(zip)).toContain("data/fee_dues.json");
  expect(everything).not.toContain("林子軒");
  expect(everything).not.toMatch(/password_hash|token_hash/);
  expect(Object.keys(zip).some((name) => name.startsWith("files/"))).toBe(true);
});

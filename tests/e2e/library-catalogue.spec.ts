import { devices } from "@playwright/test";
import { code128 } from "../../packages/ui/src/barcode/code128";
import { browserWithCamera, cameraFilm } from "./camera";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, openBook, signIn } from "./support";

/*
 * The librarian's catalogue (issue 38) as the school's librarian keeps it: a book added from its
 * ISBN, a copy given its barcode, lent and taken back at the desk by typed "scans", and found
 * by a parent in the library at once.
 */

/** An ISBN no other run has used: "978" + nine digits of the clock, and its check digit. */
function freshIsbn() {
  const first12 = `978${String(Date.now()).slice(-9)}`;
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

test("the librarian adds a book and a copy, lends it by scans, and a parent finds it", async ({
  page,
  browser,
}) => {
  const isbn = freshIsbn();
  const title = `燈塔守護者${isbn.slice(-4)}`;
  const barcode = `LH-${isbn.slice(-6)}`;

  await signIn(page, "librarian", "/parent_student/library/catalogue");
  await expect(page.getByRole("heading", { level: 2, name: "館藏編目" })).toBeVisible();
  await page.getByRole("button", { name: "新增書籍" }).click();
  const form = page.getByRole("form", { name: "新增書籍" });
  // A wrong check digit is refused where it was typed.
  await form
    .getByRole("textbox", { name: /^ISBN/ })
    .fill(`${isbn.slice(0, 12)}${(Number(isbn[12]) + 1) % 10}`);
  await form.getByRole("textbox", { name: /^中文書名/ }).click();
  await expect(form.getByText(/ISBN 不正確/)).toBeVisible();
  // Typed with hyphens, as printed on the book.
  await form
    .getByRole("textbox", { name: /^ISBN/ })
    .fill(`${isbn.slice(0, 3)}-${isbn.slice(3, 6)}-${isbn.slice(6, 12)}-${isbn[12]}`);
  await form.getByRole("textbox", { name: /^中文書名/ }).fill(title);
  await form.getByRole("textbox", { name: /^英文書名/ }).fill("The Lighthouse Keeper");
  await form.getByRole("textbox", { name: /^作者/ }).fill("周美玲");
  await form.getByRole("textbox", { name: /^出版社/ }).fill("維港出版社");
  await form.getByRole("combobox", { name: /^分類/ }).selectOption({ index: 1 });
  await expectAccessible(page);
  await form.getByRole("button", { name: "儲存" }).click();

  // Added: its record, with no copies yet.
  await expect(page.getByRole("heading", { name: `編輯《${title}》` })).toBeVisible();
  await expect(page.getByText("尚未有複本")).toBeVisible();
  await page.getByRole("button", { name: "新增複本" }).click();
  const dialog = page.getByRole("dialog", { name: "新增複本" });
  await dialog.getByRole("textbox", { name: /^條碼/ }).fill(barcode.toLowerCase());
  await dialog.getByRole("textbox", { name: /^索書號/ }).fill("857.7 CHO");
  await dialog.getByRole("textbox", { name: /^位置/ }).fill("兒童閱讀區");
  await dialog.getByRole("button", { name: "儲存" }).click();
  await expect(dialog).toBeHidden();
  // On a phone the copies' table is a list of cards.
  const copies = page.getByRole("list", { name: `《${title}》的複本` });
  await expect(copies.getByText(barcode)).toBeVisible();
  await expect(copies.getByText("在架")).toBeVisible();

  // Found in the catalogue by the copy's barcode.
  await page.getByRole("button", { name: "返回館藏" }).click();
  await page.getByRole("searchbox", { name: /書名、作者/ }).fill(barcode);
  await page.getByRole("searchbox", { name: /書名、作者/ }).press("Enter");
  await expect(page.getByRole("button", { name: new RegExp(title) })).toBeVisible();

  // The desk, by "scans": the reader's card, then the copy's label, each with Enter.
  await page.goto("/parent_student/library/desk");
  await page.getByRole("tab", { name: "借書及還書" }).click();
  const lend = page.getByRole("form", { name: "借出書本" });
  await lend.getByRole("textbox", { name: /^讀者編號/ }).fill("s2026004");
  await lend.getByRole("textbox", { name: /^書號/ }).fill(barcode);
  await lend.getByRole("textbox", { name: /^書號/ }).press("Enter");
  await expect(lend.getByText(title)).toBeVisible();
  const back = page.getByRole("form", { name: "歸還書本" });
  await back.getByRole("textbox", { name: /^書號/ }).fill(barcode);
  await back.getByRole("textbox", { name: /^書號/ }).press("Enter");
  await expect(back.getByText("已歸還")).toBeVisible();
  // The readers' cards: a class's student numbers, barred as the desk scans them.
  await page.getByRole("link", { name: "列印讀者證" }).click();
  await page.getByRole("combobox", { name: "班別" }).selectOption("4A");
  await expect(page.getByRole("img", { name: "s2026001" })).toBeVisible();

  // A parent finds the new book in the library.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await signIn(parent, "parent", "/parent_student/library/home");
  await openBook(parent, title);
  await expect(parent.getByText("The Lighthouse Keeper").first()).toBeVisible();
  await parentContext.close();
});

test("the librarian reads the term's reports and takes them as Excel", async ({ page }) => {
  await signIn(page, "librarian", "/parent_student/library/reports?from=2026-01-01&to=2026-12-31");
  await expect(page.getByRole("heading", { level: 2, name: "借閱報表" })).toBeVisible();
  // On a phone each report is a list of cards: the classes, 4A among them.
  const classes = page.getByRole("list", { name: "各班借閱" });
  await expect(classes.getByText("4A", { exact: true })).toBeVisible();
  await page.getByRole("combobox", { name: "班別" }).selectOption("4A");
  await page.getByRole("tab", { name: "學生借閱" }).click();
  await expect(page.getByRole("list", { name: "學生借閱" }).getByText("陳小明")).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "下載 Excel" }).click();
  expect((await download).suggestedFilename()).toBe("圖書館借閱報表 2026-01-01 至 2026-12-31.xlsx");
});

/** A camera held to a spine label: `text` in Code 128, ten quiet modules each side. */
function cameraOnLabel(text: string) {
  const bars = code128(text).flatMap((width, i) => Array<boolean>(width).fill(i % 2 === 0));
  const quiet = Array<boolean>(10).fill(false);
  const row = [...quiet, ...bars, ...quiet];
  return cameraFilm(
    test.info().outputPath("label.y4m"),
    Array.from({ length: 30 }, () => row),
    3,
  );
}

test("the librarian counts a shelf by scanner and phone camera; the copy not found is lost once the count is closed", async ({
  baseURL,
}) => {
  const shelf = `盤點架${String(Date.now()).slice(-6)}`;
  const codes = ["A", "B", "C"].map((c) => `ST-${String(Date.now()).slice(-6)}${c}`);
  // The librarian's phone, its camera held to the second copy's spine label.
  const browser = await browserWithCamera(await cameraOnLabel(codes[1]!));
  const context = await browser.newContext({ ...devices["Pixel 7"], baseURL });
  const page = await context.newPage();
  try {
    await countTheShelf(page, shelf, codes);
  } finally {
    await browser.close();
  }
});

async function countTheShelf(page: Page, shelf: string, codes: string[]) {
  await signIn(page, "librarian", "/parent_student/library/catalogue");
  // A shelf of three copies of one book.
  await page.getByRole("list", { name: "館藏書籍" }).getByRole("button").first().click();
  for (const code of codes) {
    await page.getByRole("button", { name: "新增複本" }).click();
    const dialog = page.getByRole("dialog", { name: "新增複本" });
    await dialog.getByRole("textbox", { name: /^條碼/ }).fill(code);
    await dialog.getByRole("textbox", { name: /^位置/ }).fill(shelf);
    await dialog.getByRole("button", { name: "儲存" }).click();
    await expect(dialog).toBeHidden();
  }

  await page.getByRole("button", { name: "返回館藏" }).click();
  await page.getByRole("link", { name: "盤點" }).click();
  await page.getByRole("combobox", { name: "位置" }).selectOption(shelf);
  await page.getByRole("button", { name: "開始盤點" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `盤點：${shelf}` })).toBeVisible();
  // A scanner types the code and Enter into the focused field; the next scan needs no mouse.
  const field = page.getByRole("textbox", { name: "掃描條碼" });
  await expect(field).toBeFocused();
  const lastScan = page.getByRole("status", { name: "剛才掃描" });
  await page.keyboard.type(`${codes[0]!.toLowerCase()}\n`);
  await expect(lastScan).toContainText(`已找到 ${codes[0]}`);
  await expect(field).toBeFocused();
  // The next copy by the phone's camera: read from the picture, counted once.
  await page.getByRole("button", { name: "用相機掃描" }).click();
  await expect(page.getByLabel("相機畫面")).toBeVisible();
  await expect(lastScan).toContainText(`已找到 ${codes[1]}`, { timeout: 20_000 });
  await page.getByRole("button", { name: "關閉相機" }).click();
  await expect(page.getByLabel("相機畫面")).toBeHidden();
  await expectAccessible(page);
  await expect(
    page
      .getByLabel("盤點進度")
      .getByText("已找到", { exact: true })
      .locator("xpath=following-sibling::*[1]"),
  ).toHaveText("2");
  await page.getByRole("button", { name: "結束盤點" }).click();
  const ask = page.getByRole("alertdialog", { name: `結束「${shelf}」的盤點？` });
  await expect(ask.getByText("1 本未找到的複本會標記為遺失，不再計入可借館藏。")).toBeVisible();
  await ask.getByRole("button", { name: "結束盤點" }).click();
  await expect(page.getByText("已結束", { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "掃描條碼" })).toBeHidden();

  // The copy never scanned is lost in the catalogue.
  await page.getByRole("link", { name: "返回盤點紀錄" }).click();
  await page.getByRole("link", { name: "返回館藏" }).click();
  await page.getByRole("searchbox", { name: /書名、作者/ }).fill(codes[2]!);
  await page.getByRole("searchbox", { name: /書名、作者/ }).press("Enter");
  await page.getByRole("list", { name: "館藏書籍" }).getByRole("button").first().click();
  const copies = page.getByRole("listitem").filter({ hasText: codes[2]! });
  await expect(copies.getByText("遺失")).toBeVisible();
}

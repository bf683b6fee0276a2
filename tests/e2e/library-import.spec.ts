import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  chineseBook,
  englishBook,
  isbnOf,
  marcFile,
} from "../../packages/server/src/library/testing/marc-records";
import { expect, test } from "./fixtures";
import { expectAccessible, openBook, signIn } from "./support";

/*
 * Bringing a catalogue in (issue 38 §2) as a school's librarian does on the first afternoon:
 * the library system's MARC file (UTF-8, written by marcjs from records written here, its
 * Chinese in 880 fields; MARC-8 files are the server tests') checked, previewed and imported; then the office's Big5 spreadsheet of the books the system never had; the new
 * copies' barcode labels printed (a real A4 PDF whose Code 128 a decoder reads); a parent
 * finds an imported book at once.
 */

/** Numbers no other run has used: from the clock. */
const run = Number(String(Date.now()).slice(-6));

/** The Big5 template file of the server's tests, its ISBNs and barcodes made this run's own. */
function big5Sheet(): Buffer {
  const text = readFileSync(
    new URL("../../packages/server/src/library/fixtures/catalogue-big5.csv", import.meta.url),
  ).toString("latin1");
  const fresh = text
    .replace(/97898890000(\d)(\d)/g, (_, n: string) => isbnOf(run * 10 + Number(n)))
    .replace(/\b(PB|HS|NB)-0(\d{3})\b/g, (_, p: string, n: string) => `${p}-${run}${n}`);
  return Buffer.from(fresh, "latin1");
}

test("the librarian imports the library system's MARC file and a Big5 sheet; a parent finds a book", async ({
  page,
  browser,
}) => {
  const first = 3_000_000 + run * 3;
  const title = `小龍的冒險 ${first}`;
  const records = [
    chineseBook(first, [`MC-${run}-1`, `MC-${run}-2`]),
    englishBook(first + 1, [`MC-${run}-3`]),
    // Its ISBN's check digit is wrong: refused, with the reason.
    [
      ["020", "  ", "a", "9789880000012"],
      ["245", "10", "a", "Wrong number"],
    ],
  ];

  await signIn(page, "librarian", "/parent_student/library/catalogue");
  await page.getByRole("link", { name: "匯入" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "匯入館藏" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "未能分類的書歸入" })).toHaveValue(/\d+/);
  await page.getByLabel("按此選擇檔案，或把檔案拖放到這裏").setInputFiles({
    name: "library-system.mrc",
    mimeType: "application/octet-stream",
    buffer: Buffer.from(marcFile(records, "utf8")),
  });
  const books = page.getByRole("list", { name: "匯入的書（首 2 本）" });
  await expect(books.getByText(title)).toBeVisible();
  await expect(books.getByText("林小美")).toBeVisible();
  const problems = page.getByRole("list", { name: "未能匯入的紀錄" });
  await expect(problems.getByText("ISBN 不正確（最後一位是檢查碼）")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "匯入 2 本書" }).click();
  const ask = page.getByRole("alertdialog", { name: "匯入 2 本書及 3 本複本？" });
  await ask.getByRole("button", { name: "匯入 2 本書" }).click();
  await expect(page.getByText("這次匯入已寫入館藏。")).toBeVisible();

  // The books the library system never had, in the office's Big5 spreadsheet.
  await page.getByLabel("按此選擇檔案，或把檔案拖放到這裏").setInputFiles({
    name: "新書.csv",
    mimeType: "text/csv",
    buffer: big5Sheet(),
  });
  const sheet = page.getByRole("list", { name: "匯入的書（首 3 本）" });
  await expect(sheet.getByText("三隻小豬的新家 · The Pigs' New Home")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "未能匯入的紀錄" }).getByText("錯誤的書號"),
  ).toBeVisible();
  await page.getByRole("button", { name: "匯入 3 本書" }).click();
  await page
    .getByRole("alertdialog", { name: "匯入 3 本書及 4 本複本？" })
    .getByRole("button", { name: "匯入 3 本書" })
    .click();
  await expect(page.getByText("這次匯入已寫入館藏。")).toBeVisible();
  await page.getByRole("tab", { name: "匯入紀錄" }).click();
  const history = page.getByRole("list", { name: "匯入紀錄" });
  await expect(history.getByText("新書.csv")).toBeVisible();
  await expect(history.getByText("library-system.mrc")).toBeVisible();

  // The sheet's new copies labelled: 4 barcode labels on a 3 × 8 sheet, printed as a PDF.
  await history
    .getByRole("listitem")
    .filter({ hasText: "新書.csv" })
    .getByRole("link", { name: "列印標籤" })
    .click();
  await expect(page.getByText(/4 個標籤，共 1 張標籤紙/)).toBeVisible();
  await expectAccessible(page);
  const dir = mkdtempSync(join(tmpdir(), "campus-labels-"));
  try {
    const pdf = join(dir, "labels.pdf");
    writeFileSync(pdf, await page.pdf({ format: "A4", preferCSSPageSize: true }));
    // One sheet, one page: no blank page after it to waste a sheet of labels.
    expect(execFileSync("pdfinfo", [pdf], { encoding: "utf8" })).toMatch(/^Pages:\s+1$/m);
    expect(execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" })).toContain(
      "三隻小豬的新家",
    );
    execFileSync("pdftoppm", ["-r", "300", "-png", pdf, join(dir, "sheet")]);
    const scanned = execFileSync("zbarimg", ["-q", "--raw", join(dir, "sheet-1.png")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    expect(scanned.trim().split("\n").sort()).toEqual(
      [`HS-${run}201`, `NB-${run}301`, `PB-${run}101`, `PB-${run}102`].sort(),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // A parent finds the imported book, its Chinese title and author from the 880 fields.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await signIn(parent, "parent", "/parent_student/library/home");
  await openBook(parent, title);
  await expect(parent.getByText("林小美").first()).toBeVisible();
  await parentContext.close();
});

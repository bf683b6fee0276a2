import { expect, test, type Download, type Page } from "./fixtures";
import { readFile } from "node:fs/promises";
import { readSheet } from "read-excel-file/node";
import writeXlsxFile from "write-excel-file/node";
import { expectAccessible, signIn } from "./support";

/*
 * Import by file as the office does it: the template downloaded from the page, filled in a
 * spreadsheet, uploaded; three bad rows named by number, column and reason, their error report
 * downloaded; the file fixed and imported after a question; the records in the event list and
 * the import in the history. A large file on a slow connection shows its upload's progress.
 */

const IMPORT = "/parent_student/smarteca/import";

type Cell = string | number | null;

const cellsOf = async (download: Download, sheet = 1) =>
  (await readSheet(await readFile((await download.path())!), sheet)) as Cell[][];

async function workbook(header: Cell[], rows: Cell[][]) {
  const cell = (value: Cell) => (value === null ? null : { value });
  return Buffer.from(await writeXlsxFile([header, ...rows].map((row) => row.map(cell))).toBuffer());
}

/** The template's header, downloaded from the page as the office would. */
async function templateHeader(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "下載範本" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("課外活動匯入範本.xlsx");
  const header = (await cellsOf(download))[0]!;
  expect(header.slice(0, 5)).toEqual([
    "活動編號*",
    "活動名稱（中文）*",
    "活動名稱（英文）*",
    "類別*",
    "開始日期*",
  ]);
  return header;
}

/** A row of the template: the event's columns, then the student's. */
const row = (
  code: string,
  event: [string, string, string, string] | null,
  [className, classNumber]: [string, number],
  prize: string | null = null,
): Cell[] => [
  code,
  ...(event ?? [null, null, null, null]),
  null,
  event ? 3 : null,
  event ? "香港學界體育聯會" : null,
  className,
  classNumber,
  null,
  prize,
  prize ? "校際" : null,
  null,
  null,
  null,
  null,
];

const upload = (page: Page, name: string, buffer: Buffer) =>
  page.getByLabel("按此選擇檔案，或把檔案拖放到這裏").setInputFiles({
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer,
  });

test("the office imports a file with three bad rows, sees them named, fixes the file and imports it", async ({
  page,
}, testInfo) => {
  await signIn(page, "staff", IMPORT);
  await expect(page.getByRole("heading", { level: 1, name: "匯入活動紀錄" })).toBeVisible();
  const header = await templateHeader(page);

  // Both projects may run on one worker's server: each imports its own event.
  const code = `RELAY-${testInfo.project.name.toUpperCase()}`;
  const event: [string, string, string, string] = [
    "學界田徑接力賽",
    "Inter-school Relay",
    "體育發展",
    "2026/06/13",
  ];
  const good = [
    row(code, event, ["4B", 1], "冠軍"),
    row(code, null, ["4B", 2], "冠軍"),
    row(code, null, ["4B", 3], "亞軍"),
  ];
  const bad = [
    row(code, null, ["4B", 4], "金獎"),
    row(code, null, ["4Z", 5]),
    [
      ...row(code, null, ["4B", 6]).slice(0, 4),
      "13/06/2026",
      ...row(code, null, ["4B", 6]).slice(5),
    ],
  ];
  // File names of their own too (the history is the school's).
  const name = `接力賽成績-${testInfo.project.name}`;
  await upload(page, `${name}.xlsx`, await workbook(header, [...good, ...bad]));

  await expect(page.getByRole("heading", { name: `檢查結果：${name}.xlsx` })).toBeVisible();
  const problems = page.getByRole("main").getByRole("list", { name: "有錯誤的行（3）" });
  await expect(problems).toContainText("沒有名為「金獎」的獎項");
  await expect(problems).toContainText("本校沒有學生 4Z 5");
  await expect(problems).toContainText("與第 2 行不同：此活動在該行為「2026/06/13」");
  await expect(page.getByRole("button", { name: "匯入 3 行" })).toBeVisible();
  await expectAccessible(page);

  // The refused rows come back as a workbook with an error column.
  const [report] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "下載錯誤報告" }).click(),
  ]);
  expect(report.suggestedFilename()).toBe(`${name}（錯誤）.xlsx`);
  const reported = await cellsOf(report);
  expect(reported[0]).toEqual([...header, "錯誤"]);
  expect(reported.slice(1).map((r) => r[17])).toEqual([
    "第 5 行 · 獎項: 沒有名為「金獎」的獎項",
    "第 6 行 · 學號: 本校沒有學生 4Z 5",
    "第 7 行 · 開始日期: 與第 2 行不同：此活動在該行為「2026/06/13」",
  ]);

  // The office fixes the three rows and uploads the whole file again: nothing was written yet.
  const fixed = [
    row(code, null, ["4B", 4], "季軍"),
    row(code, null, ["4C", 5]),
    row(code, null, ["4B", 6]),
  ];
  await upload(page, `${name}（修正）.xlsx`, await workbook(header, [...good, ...fixed]));
  await expect(page.getByRole("heading", { name: `檢查結果：${name}（修正）.xlsx` })).toBeVisible();
  await expect(page.getByText("有錯誤的行")).toHaveCount(0);
  await page.getByRole("button", { name: "匯入 6 行" }).click();
  const ask = page.getByRole("alertdialog", { name: "匯入 6 行紀錄？" });
  await ask.getByRole("button", { name: "匯入 6 行" }).click();
  await expect(page.getByText("已匯入 6 行紀錄")).toBeVisible();
  await expect(page.getByText(/^已於 .+ 匯入$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "匯入 6 行" })).toHaveCount(0);

  // The records are the school's now: the event is in the list with its six students.
  await page.goto(`/parent_student/smarteca/events?q=${code}`);
  const events = page.getByRole("main").getByRole("list", { name: /活動/ });
  await expect(events.getByRole("link", { name: "學界田徑接力賽" })).toBeVisible();

  // The history lists both files: the first waits, the second is imported.
  await page.goto(`${IMPORT}?view=history`);
  const history = page.getByRole("main").getByRole("list", { name: "匯入記錄" });
  await expect(history.getByRole("link", { name: `${name}（修正）.xlsx` })).toBeVisible();
  await expect(history.getByRole("link", { name: `${name}.xlsx`, exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("a file of 5,000 rows on a slow connection shows its upload's progress and is checked", async ({
  page,
}) => {
  await signIn(page, "staff", IMPORT);
  const header = await templateHeader(page);
  // 5,000 rows: every student of grades 4–6 (nine a class) in 93 events.
  const rows: Cell[][] = [];
  for (let i = 0; rows.length < 5000; i++) {
    const code = `BIG-${String(i).padStart(3, "0")}`;
    for (const grade of [4, 5, 6])
      for (const letter of ["A", "B", "C"])
        for (let n = 1; n <= 9 && rows.length < 5000; n++) {
          const first = grade === 4 && letter === "A" && n === 1;
          rows.push(
            row(
              code,
              first ? [`大型活動 ${i}`, `Big event ${i}`, "體育發展", "2026/05/02"] : null,
              [`${grade}${letter}`, n],
            ),
          );
        }
  }
  const file = await workbook(header, rows);
  // A slow phone connection (40 kB/s up), so the upload takes a few seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: 40_000,
  });
  await upload(page, "全年活動.xlsx", file);
  const bar = page.getByRole("progressbar", { name: "全年活動.xlsx 上載進度" });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "檢查結果：全年活動.xlsx" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText("5,000", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "匯入 5,000 行" })).toBeVisible();
});

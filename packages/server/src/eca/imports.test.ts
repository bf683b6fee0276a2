import {
  ECA_IMPORT_COLUMNS,
  ECA_IMPORT_PATH,
  endpoints,
  HEADERS,
  type EcaImportPreview,
} from "@campus/contract";
import { readSheet } from "read-excel-file/node";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * Import by file, through the API as the office uses it: the template downloaded, filled in and
 * uploaded; the preview names each refused row; confirming writes every accepted row once;
 * the history gives the refused rows back with an error column; an import is undone. Nobody but
 * the office imports, and a refused call writes nothing.
 */

let t: TestApp;
let staff: string;
let header: string[];

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A file of the import's GET routes, as the client fetches it (the session in its header). */
async function download(path: string, token?: string, lang = "zh-TW") {
  const headers: Record<string, string> = { [HEADERS.acceptLanguage]: lang };
  if (token) headers[HEADERS.token] = token;
  return t.app.request(`${ECA_IMPORT_PATH}/${path}`, { headers });
}

const cellsOf = async (response: Response, sheet = 1) =>
  (await readSheet(Buffer.from(await response.arrayBuffer()), sheet)) as unknown[][];

/** A row is given by the template's columns it fills. */
const COLUMNS = ECA_IMPORT_COLUMNS;
type Row = Partial<Record<(typeof COLUMNS)[number], string | number>>;

async function workbook(rows: Row[], head: string[] = header, name = "記錄.xlsx") {
  const data: SheetData = [
    head.map((value) => ({ value })),
    ...rows.map((row) =>
      COLUMNS.map((column) => (row[column] === undefined ? null : { value: row[column] })),
    ),
  ];
  const bytes = await writeXlsxFile(data).toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: XLSX });
}

/** The same rows as Excel saves them as CSV: UTF-8 with a BOM, or "Unicode text" (UTF-16, tabs). */
function csv(rows: Row[], encoding: "utf-8" | "utf-16le", name = "記錄.csv") {
  const separator = encoding === "utf-8" ? "," : "\t";
  const quote = (value: unknown) => {
    const text = value === undefined ? "" : String(value);
    return /[",\n\t]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const text = [header, ...rows.map((row) => COLUMNS.map((column) => row[column]))]
    .map((cells) => cells.map(quote).join(separator))
    .join("\r\n");
  const bytes =
    encoding === "utf-8"
      ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf-8")])
      : Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
  return new File([new Uint8Array(bytes)], name, { type: "text/csv" });
}

const check = async (file: File, lang = "zh-TW") =>
  t.ok(endpoints.ecaImportCheck, { file }, { token: staff, lang });

/** Counts of the records an import writes. */
async function records() {
  const counts = await t.counts();
  expect(counts.ecaEvents).toEqual(expect.any(Number));
  expect(counts.ecaEvents).toEqual(expect.any(Number));
  return { events: Number(counts.ecaEvents), entries: Number(counts.ecaEntries) };
}

const interSchool: Row = {
  code: "IMP-RELAY",
  name_zh: "學界田徑接力邀請賽",
  name_en: "Inter-school Relay Invitational",
  category: "體育發展",
  starts_on: "2026/06/13",
  hours: 4,
  organiser: "學界體育聯會",
  class_name: "4A",
  class_number: 1,
  prize: "冠軍",
  level: "校際",
  competition_item: "4×100 米",
  role: "隊長",
};

/** Three students of 4A and one of 4B in one new event; three rows that are wrong. */
const withThreeBad: Row[] = [
  interSchool,
  {
    code: "IMP-RELAY",
    class_name: "4A",
    class_number: 2,
    prize: "冠軍",
    competition_item: "4×100 米",
  },
  { code: "IMP-RELAY", class_name: "4A", class_number: 3, prize: "Gold" },
  { code: "IMP-RELAY", class_name: "4B", class_number: 4, competition_item: "4×400 米" },
  { code: "IMP-RELAY", class_name: "4Z", class_number: 1 },
  { code: "IMP-RELAY", class_name: "4B", class_number: 5, starts_on: "13/06/2026" },
];

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn("staff");
  header = ((await cellsOf(await download("template", staff)))[0] ?? []).map(String);
});
afterAll(async () => {
  await t.close();
});

describe("the template", () => {
  it("has the header in the reader's language, * on the required columns, and instructions", async () => {
    const zh = await download("template", staff);
    expect(zh.status).toBe(200);
    expect(zh.headers.get("content-type")).toBe(XLSX);
    expect(zh.headers.get("content-disposition")).toContain("attachment");
    expect(header.slice(0, 6)).toEqual([
      "活動編號*",
      "活動名稱（中文）*",
      "活動名稱（英文）*",
      "類別*",
      "開始日期*",
      "結束日期",
    ]);
    expect(header).toHaveLength(17);
    const en = await cellsOf(await download("template", staff, "en-US"));
    expect(en[0]?.slice(0, 2)).toEqual(["Event code*", "Event name (Chinese)*"]);
    const help = (await cellsOf(await download("template", staff, "en-US"), 2)).flat().join("\n");
    expect(help).toContain("YYYY/MM/DD");
    expect(help).toContain("Physical Development");
  });

  it("is not found signed out, or for anyone without the import key", async () => {
    for (const who of ["parent", "student", "teacher"] as const)
      expect((await download("template", await t.signIn(who))).status).toBe(404);
    expect((await download("template")).status).toBe(404);
  });
});

describe("ecaImportCheck, ecaImportConfirm", () => {
  let preview: EcaImportPreview;

  it("answers a preview that names each refused row's column and why, and writes no record", async () => {
    const before = await records();
    preview = await check(await workbook(withThreeBad), "en-US");
    expect(preview).toMatchObject({
      status: "checked",
      file_name: "記錄.xlsx",
      rows: 6,
      accepted: 3,
      refused: 3,
      new_events: 1,
      created_by: { name_en: expect.any(String) },
    });
    expect(preview.problems).toEqual([
      { row: 4, column: "Award", message: "There is no award called “Gold”" },
      { row: 6, column: "Class number", message: "There is no student 4Z 1 in this school" },
      {
        row: 7,
        column: "Start date",
        message: "Differs from row 2, which gives “2026/06/13” for this event",
      },
    ]);
    expect(preview.sample.map((r) => [r.row, r.student.class_name, r.event.new])).toEqual([
      [2, "4A", true],
      [3, "4A", true],
      [5, "4B", true],
    ]);
    expect(await records()).toEqual(before);
  });

  it("writes the accepted rows once: the event, each student's entry scored, its average", async () => {
    const before = await records();
    const done = await t.ok(endpoints.ecaImportConfirm, { id: preview.id }, { token: staff });
    expect(done).toMatchObject({
      status: "imported",
      accepted: 3,
      imported_at: expect.any(String),
    });
    expect(await records()).toEqual({ events: before.events + 1, entries: before.entries + 3 });

    const list = await t.ok(endpoints.ecaEvents, { q: "IMP-RELAY" }, { token: staff });
    const event = await t.ok(endpoints.ecaEvent, { id: list.list[0]!.id }, { token: staff });
    expect(event).toMatchObject({
      name_zh: "學界田徑接力邀請賽",
      nature: "competition",
      source: "school",
      status: "passed",
      hours: 4,
      sub_items: ["4×100 米", "4×400 米"],
    });
    const entries = await t.ok(endpoints.ecaEntries, { event_id: event.id }, { token: staff });
    expect(entries.list.map((e) => [e.student.class_name, e.student.class_number, e.role])).toEqual(
      [
        ["4A", 1, "隊長"],
        ["4A", 2, ""],
        ["4B", 4, ""],
      ],
    );
    expect(entries.list.every((e) => e.status === "passed" && e.score > 0)).toBe(true);
    expect(event.average_score).toBeGreaterThan(0);

    // Confirming the same preview again writes nothing and says what the first did.
    const counted = await t.counts();
    const again = await t.ok(endpoints.ecaImportConfirm, { id: preview.id }, { token: staff });
    expect(again).toMatchObject({ status: "imported", accepted: 3 });
    expect(await t.counts()).toEqual(counted);
  });

  it("lists the import in the history and gives its refused rows back with an error column", async () => {
    const history = await t.ok(endpoints.ecaImports, {}, { token: staff });
    expect(history.list[0]).toMatchObject({
      id: preview.id,
      status: "imported",
      accepted: 3,
      refused: 3,
    });
    const report = await download(`${preview.id}/report`, staff);
    expect(report.status).toBe(200);
    expect(decodeURIComponent(report.headers.get("content-disposition")!)).toContain(
      "記錄（錯誤）.xlsx",
    );
    const cells = await cellsOf(report);
    expect(cells[0]).toEqual([...header, "錯誤"]);
    expect(cells.slice(1).map((row) => [row[9], row[17]])).toEqual([
      [3, "第 4 行 · 獎項: 沒有名為「Gold」的獎項"],
      [1, "第 6 行 · 學號: 本校沒有學生 4Z 1"],
      [5, "第 7 行 · 開始日期: 與第 2 行不同：此活動在該行為「2026/06/13」"],
    ]);
    const original = await download(`${preview.id}/file`, staff);
    expect((await cellsOf(original)).length).toBe(7);
  });

  it("takes the fixed report as it is: the rows join the event the import made", async () => {
    const report = await download(`${preview.id}/report`, staff);
    const cells = await cellsOf(report);
    // The office fixes each row in the spreadsheet, keeping the error column.
    cells[1]![11] = "冠軍";
    cells[2]![8] = "4C";
    cells[3]![4] = null;
    const fixed = await writeXlsxFile(
      cells.map((row) => row.map((value) => (value === null ? null : { value: String(value) }))),
    ).toBuffer();
    const next = await check(new File([new Uint8Array(fixed)], "記錄（錯誤）.xlsx"));
    expect(next.problems).toEqual([]);
    expect(next).toMatchObject({ rows: 3, accepted: 3, new_events: 0 });
    expect(next.sample.every((r) => r.event.code === "IMP-RELAY" && !r.event.new)).toBe(true);
  });

  it("refuses a preview the records have outdated, and shows the new one", async () => {
    const first = await check(
      await workbook([{ ...interSchool, code: "IMP-STALE", class_number: 7 }]),
    );
    expect(first.accepted).toBe(1);
    // Meanwhile the office disables the prize the row names.
    const settings = await t.ok(endpoints.ecaSettings, {}, { token: staff });
    const champion = settings.prizes.find((p) => p.name_zh === "冠軍")!;
    await t.ok(
      endpoints.ecaSettingStatus,
      { kind: "prize", id: champion.id, status: "disabled" },
      { token: staff },
    );
    const before = await records();
    const stale = await t.refused(
      endpoints.ecaImportConfirm,
      { id: first.id },
      { token: staff, lang: "en-US" },
    );
    expect([stale.code, stale.msg]).toEqual([
      409,
      "The records changed after the check and the preview is updated: look at it again, then confirm",
    ]);
    expect(await records()).toEqual(before);
    const now = await t.ok(endpoints.ecaImport, { id: first.id }, { token: staff, lang: "en-US" });
    expect(now).toMatchObject({ status: "checked", accepted: 0, refused: 1 });
    expect(now.problems[0]).toMatchObject({
      row: 2,
      column: "Award",
      message: "The award “冠軍” is disabled",
    });
    const nothing = await t.refused(endpoints.ecaImportConfirm, { id: first.id }, { token: staff });
    expect(nothing.code).toBe(409);
    await t.ok(
      endpoints.ecaSettingStatus,
      { kind: "prize", id: champion.id, status: "enabled" },
      { token: staff },
    );
  });

  it("reads the template's rows saved as CSV (UTF-8 with a BOM, or Unicode text) as the workbook's", async () => {
    const fromWorkbook = await check(await workbook(withThreeBad), "en-US");
    for (const encoding of ["utf-8", "utf-16le"] as const) {
      const fromCsv = await check(csv(withThreeBad, encoding), "en-US");
      expect(fromCsv).toMatchObject({
        file_name: "記錄.csv",
        rows: fromWorkbook.rows,
        accepted: fromWorkbook.accepted,
        refused: fromWorkbook.refused,
      });
      expect(fromCsv.rows).toBe(6);
      expect(fromCsv.problems).toEqual(fromWorkbook.problems);
      expect(fromCsv.sample).toEqual(fromWorkbook.sample);
    }
  });

  it("refuses a file that is not the template, or not a workbook, and keeps nothing", async () => {
    const before = await t.counts();
    const renamed = [...header];
    renamed[3] = "Type";
    const changed = await t.refused(
      endpoints.ecaImportCheck,
      { file: await workbook([interSchool], renamed) },
      { token: staff, lang: "en-US" },
    );
    expect(changed.data?.fields).toEqual([
      {
        field: "file",
        message:
          "The first row must be the template's header row, unchanged: download the template and paste your rows into it",
      },
    ]);
    const png = new File(
      [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
      "記錄.xlsx",
    );
    const notXlsx = await t.refused(
      endpoints.ecaImportCheck,
      { file: png },
      { token: staff, lang: "en-US" },
    );
    expect(notXlsx.data?.fields).toEqual([
      {
        field: "file",
        message:
          "Invalid file format: upload the records template (Excel .xlsx) or a CSV file; save an old .xls file as .xlsx in Excel first",
      },
    ]);
    const empty = await t.refused(
      endpoints.ecaImportCheck,
      { file: await workbook([]) },
      { token: staff, lang: "en-US" },
    );
    expect(empty.data?.fields?.[0]?.message).toBe("The file has no rows to import");
    expect(await t.counts()).toEqual(before);
  });

  it("refuses anyone but the office", async () => {
    const file = await workbook([interSchool]);
    const tokens = [await t.signIn("teacher"), await t.signIn("parent"), await t.signIn("student")];
    const before = await t.counts();
    for (const token of tokens) {
      expect((await t.refused(endpoints.ecaImportCheck, { file }, { token })).code).toBe(403);
      expect(
        (await t.refused(endpoints.ecaImportConfirm, { id: preview.id }, { token })).code,
      ).toBe(403);
      expect((await t.refused(endpoints.ecaImportUndo, { id: preview.id }, { token })).code).toBe(
        403,
      );
      expect((await download(`${preview.id}/report`, token)).status).toBe(404);
    }
    expect(await t.counts()).toEqual(before);
    expect((await t.refused(endpoints.ecaImport, { id: 999_999 }, { token: staff })).code).toBe(
      404,
    );
    expect((await download("999999/report", staff)).status).toBe(404);
  });
});

describe("ecaImportUndo", () => {
  it("removes what an import wrote, once, and keeps an event another record has joined", async () => {
    const first = await check(
      await workbook([
        { ...interSchool, code: "IMP-UNDO-A", class_number: 8 },
        { ...interSchool, code: "IMP-UNDO-B", class_number: 9 },
      ]),
    );
    const before = await records();
    await t.ok(endpoints.ecaImportConfirm, { id: first.id }, { token: staff });
    expect(await records()).toEqual({ events: before.events + 2, entries: before.entries + 2 });
    // A teacher's student joins IMP-UNDO-B after the import.
    const b = (await t.ok(endpoints.ecaEvents, { q: "IMP-UNDO-B" }, { token: staff })).list[0]!;
    const students = await t.ok(endpoints.ecaStudents, { q: "4B 2" }, { token: staff });
    await t.ok(
      endpoints.ecaAddEntries,
      { event_id: b.id, student_ids: [students.students[0]!.id] },
      { token: staff },
    );

    const undone = await t.ok(endpoints.ecaImportUndo, { id: first.id }, { token: staff });
    expect(undone).toMatchObject({ status: "undone", undone_at: expect.any(String) });
    expect(await records()).toEqual({ events: before.events + 1, entries: before.entries + 1 });
    const kept = await t.ok(endpoints.ecaEntries, { event_id: b.id }, { token: staff });
    expect(kept.list.map((e) => e.student.class_name)).toEqual(["4B"]);

    const counted = await t.counts();
    expect(
      (await t.refused(endpoints.ecaImportUndo, { id: first.id }, { token: staff })).code,
    ).toBe(409);
    expect(
      (await t.refused(endpoints.ecaImportConfirm, { id: first.id }, { token: staff })).code,
    ).toBe(409);
    expect(await t.counts()).toEqual(counted);
  });
});

describe("ecaImportDiscard", () => {
  it("discards a file checked and never confirmed, and nothing else; an imported one is refused (issue 37, item 12)", async () => {
    const left = await check(
      await workbook([{ ...interSchool, code: "IMP-LEFT", class_number: 8 }]),
    );
    const history = async () =>
      (await t.ok(endpoints.ecaImports, { pageSize: 100 }, { token: staff })).list.map((i) => i.id);
    expect(await history()).toContain(left.id);
    // Not a teacher's to discard.
    const teacher = await t.signIn("teacher");
    expect(
      (await t.refused(endpoints.ecaImportDiscard, { id: left.id }, { token: teacher })).code,
    ).toBe(403);

    const before = await records();
    const uploadsBefore = Number((await t.counts()).uploads);
    expect(await t.ok(endpoints.ecaImportDiscard, { id: left.id }, { token: staff })).toEqual({
      id: left.id,
    });
    expect(await history()).not.toContain(left.id);
    expect(await records()).toEqual(before);
    expect(Number((await t.counts()).uploads)).toBe(uploadsBefore - 1);
    expect((await t.refused(endpoints.ecaImport, { id: left.id }, { token: staff })).code).toBe(
      404,
    );

    // One that wrote records stays in the history, to be undone instead.
    const kept = await check(
      await workbook([{ ...interSchool, code: "IMP-KEPT", class_number: 9 }]),
    );
    await t.ok(endpoints.ecaImportConfirm, { id: kept.id }, { token: staff });
    const counted = await t.counts();
    const refused = await t.refused(
      endpoints.ecaImportDiscard,
      { id: kept.id },
      { token: staff, lang: "en-US" },
    );
    expect(refused).toMatchObject({
      code: 409,
      msg: "Only a file checked and not imported can be discarded",
    });
    expect(await t.counts()).toEqual(counted);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { cellText, decodeText, NotSpreadsheet, parseCsv, readSpreadsheet } from "./spreadsheet";

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, "..", "roster", "fixtures", name));

describe("a school's file as rows, whatever saved it", () => {
  it("reads CSV in Big5 and in GBK without being told which", async () => {
    const big5 = await readSpreadsheet(fixture("roster-big5.csv"));
    expect(big5.format).toBe("Big5");
    expect(big5.cells[0]!.slice(0, 4)).toEqual(["學生編號", "班別", "學號", "中文姓名"]);
    expect(big5.cells[1]![3]).toBe("陳大文");
    const gbk = await readSpreadsheet(fixture("roster-gbk.csv"));
    expect(gbk.format).toBe("GB18030");
    expect(gbk.cells[1]![3]).toBe("陈大文");
  });

  it("gives the rows under a merged cell its value, as the person who merged them meant (issue 37, item 12)", async () => {
    const bytes = await writeXlsxFile([
      [{ value: "類別" }, { value: "班別" }, { value: "學號" }],
      [{ value: "體育發展", rowSpan: 3 }, { value: "4A", columnSpan: 2 }, null],
      [null, { value: "4B" }, { value: 2 }],
      [null, { value: "4C" }, { value: 3 }],
      [{ value: "社會服務" }, { value: "5A" }, { value: 4 }],
    ]).toBuffer();
    const { cells } = await readSpreadsheet(new Uint8Array(bytes));
    expect(cells.map((row) => row.map(cellText))).toEqual([
      ["類別", "班別", "學號"],
      ["體育發展", "4A", "4A"],
      ["體育發展", "4B", "2"],
      ["體育發展", "4C", "3"],
      ["社會服務", "5A", "4"],
    ]);
  });

  it("reads UTF-8 with and without a BOM, and Excel's UTF-16 tab-separated text", async () => {
    const text = "學生編號,中文姓名\r\nR1,陳大文\r\n";
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(text)]);
    expect(await readSpreadsheet(bom)).toEqual({
      format: "UTF-8",
      cells: [
        ["學生編號", "中文姓名"],
        ["R1", "陳大文"],
      ],
    });
    expect((await readSpreadsheet(Buffer.from(text))).cells[1]).toEqual(["R1", "陳大文"]);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("學生編號\t中文姓名\r\nR1\t陳大文\r\n", "utf16le"),
    ]);
    const read = await readSpreadsheet(utf16);
    expect(read.format).toBe("UTF-16LE");
    expect(read.cells[1]).toEqual(["R1", "陳大文"]);
  });

  it("reads a workbook's first sheet, dates as dates", async () => {
    const bytes = await writeXlsxFile([
      [{ value: "學生編號" }, { value: "出生日期" }],
      [{ value: "R1" }, { value: new Date(Date.UTC(2016, 2, 4)), format: "yyyy/mm/dd" }],
    ]).toBuffer();
    const read = await readSpreadsheet(bytes);
    expect(read.format).toBe("xlsx");
    expect(cellText(read.cells[1]![1])).toBe("2016/03/04");
  });

  it("refuses what is not a spreadsheet, whatever its name says", async () => {
    for (const bytes of [
      Buffer.from("%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n", "latin1"),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]),
    ])
      await expect(readSpreadsheet(bytes)).rejects.toBeInstanceOf(NotSpreadsheet);
    expect(decodeText(new Uint8Array([0x41, 0x00, 0x42]))).toBeNull();
  });

  it("parses quoted fields: commas, quotes and line breaks inside, blank cells kept", () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines",\r\n,x\n')).toEqual([
      ["a", "b, c", 'say "hi"', "two\nlines", ""],
      ["", "x"],
    ]);
    expect(parseCsv("a;b\n1;2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });
});

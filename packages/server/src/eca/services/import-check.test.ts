import { ECA_IMPORT_COLUMNS, type EcaImportColumn } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { cellText, dayOf, type Cell } from "../../services/spreadsheet";
import {
  checkImport,
  ImportFileProblem,
  type ImportLookups,
  type RecordedEvent,
} from "./import-check";

/*
 * The template's rules as a table: each row of the sheet beside what the check makes of it.
 * The lookups stand for a school with two categories (one disabled), two prizes (one disabled),
 * four students and one event already recorded (SPORTS-1, 陳大文 in it).
 */

const HEADER = ECA_IMPORT_COLUMNS.map((c) => `${c}*`);
const ZH_HEADER = ECA_IMPORT_COLUMNS.map((c) => `欄${c}`);

const recorded: RecordedEvent = {
  id: 7,
  code: "SPORTS-1",
  nameZh: "校運會",
  nameEn: "Sports Day",
  categoryId: 1,
  startsOn: "2026-10-05",
  endsOn: "2026-10-05",
  hours: 60,
  organiser: "體育組",
  subItems: ["100 m", "跳遠"],
  entries: new Set(["101|100 m"]),
};

const lookups: ImportLookups = {
  headers: [HEADER, ZH_HEADER],
  errorColumn: ["錯誤", "Errors"],
  categories: [
    {
      id: 1,
      nameZh: "體育發展",
      nameCn: "体育发展",
      nameEn: "Physical Development",
      status: "enabled",
    },
    { id: 2, nameZh: "舊類別", nameCn: "旧类别", nameEn: "Old category", status: "disabled" },
  ],
  prizes: [
    { id: 11, nameZh: "冠軍", nameCn: "冠军", nameEn: "Champion", status: "enabled" },
    { id: 12, nameZh: "紀念獎", nameCn: "纪念奖", nameEn: "Souvenir", status: "disabled" },
  ],
  levels: new Map([
    ["school", "school"],
    ["校內", "school"],
    ["全港", "territory"],
    ["territory-wide", "territory"],
  ]),
  levelWords: "校內、全港",
  students: [
    { id: 101, className: "4A", classNumber: 1, studentNo: "S001" },
    { id: 102, className: "4A", classNumber: 2, studentNo: "S002" },
    { id: 103, className: "4B", classNumber: 1, studentNo: "S003" },
    { id: 104, className: "5A", classNumber: 12, studentNo: null },
  ],
  events: new Map([["SPORTS-1", recorded]]),
};

type RowValues = Partial<Record<EcaImportColumn, Cell>>;
const row = (values: RowValues): Cell[] => ECA_IMPORT_COLUMNS.map((c) => values[c] ?? null);
const sheet = (...rows: RowValues[]) => [HEADER, ...rows.map(row)];

/** A new event's row with everything the template asks for. */
const NEW: RowValues = {
  code: "ART-2026",
  name_zh: "學校舞蹈節",
  name_en: "Schools Dance Festival",
  category: "體育發展",
  starts_on: "2026/11/02",
  class_name: "4A",
  class_number: 2,
};
/** A row adding a student to the recorded event: the code is enough. */
const KNOWN: RowValues = { code: "sports-1", class_name: "4B", class_number: 1 };

/** The only problem of a one-row sheet, as [column, message id, values]. */
function problemOf(values: RowValues) {
  const result = checkImport(sheet(values), lookups);
  expect(result.accepted).toHaveLength(0);
  expect(result.problems).toHaveLength(1);
  const [p] = result.problems;
  return [p!.column, p!.id, p!.values ?? {}];
}

describe("checkImport: rows that pass", () => {
  it.each<[string, RowValues]>([
    ["a new event's first row", NEW],
    ["a recorded event's code, any case, with the student alone", KNOWN],
    [
      "a recorded event's columns repeated as recorded",
      { ...KNOWN, name_zh: "校運會", starts_on: "2026/10/5", hours: 6 },
    ],
    [
      "the student by student number",
      { ...KNOWN, class_name: null, class_number: null, student_no: "S002" },
    ],
    ["class and number and student number of the same student", { ...KNOWN, student_no: "S003" }],
    [
      "a prize by its English name, any case, and a level by its word",
      { ...KNOWN, prize: "champion", level: "全港" },
    ],
    ["a category by its English name", { ...NEW, category: "physical development" }],
    [
      "a category and a prize by their Simplified names (a zh-CN office's file)",
      { ...NEW, category: "体育发展", prize: "冠军" },
    ],
    [
      "a date cell the spreadsheet typed as a date",
      { ...NEW, starts_on: new Date(Date.UTC(2026, 10, 2)) },
    ],
    ["an item of the recorded event", { ...KNOWN, competition_item: "跳遠" }],
  ])("%s", (_, values) => {
    const result = checkImport(sheet(values), lookups);
    expect(result.problems).toEqual([]);
    expect(result.accepted).toHaveLength(1);
  });

  it("makes one event of a new code's rows, with the items its rows name", () => {
    const result = checkImport(
      sheet(
        { ...NEW, competition_item: "獨舞" },
        { code: "ART-2026", class_name: "4A", class_number: 1, competition_item: "群舞" },
        { code: "ART-2026", student_no: "S003", name_zh: "學校舞蹈節" },
      ),
      lookups,
    );
    expect(result.problems).toEqual([]);
    expect(result.accepted.map((r) => [r.row, r.studentId, r.item])).toEqual([
      [2, 102, "獨舞"],
      [3, 101, "群舞"],
      [4, 103, ""],
    ]);
    expect(result.events).toEqual([
      {
        code: "ART-2026",
        nameZh: "學校舞蹈節",
        nameEn: "Schools Dance Festival",
        categoryId: 1,
        startsOn: "2026-11-02",
        endsOn: "2026-11-02",
        hours: 0,
        organiser: "",
        subItems: ["獨舞", "群舞"],
      },
    ]);
  });

  it("skips blank rows and counts the rest by their number in the file", () => {
    const result = checkImport([HEADER, row({}), row(KNOWN), row({ remark: "  " })], lookups);
    expect(result.rows).toBe(1);
    expect(result.accepted[0]!.row).toBe(3);
  });

  it("takes the header in another language, and an error report's extra column", () => {
    expect(checkImport([ZH_HEADER, row(KNOWN)], lookups).accepted).toHaveLength(1);
    expect(
      checkImport(
        [
          [...HEADER, "錯誤"],
          [...row(KNOWN), "第 2 行 · 班別: …"],
        ],
        lookups,
      ).accepted,
    ).toHaveLength(1);
  });

  it("names the columns a file adds after the template's and does not read them (issue 37, 12)", () => {
    const checked = checkImport(
      [
        [...HEADER, "備註", "", "Checked by"],
        [...row(KNOWN), "家長已確認", "", "Ms Wong"],
        // A row with only an added column filled is no row of the template's.
        [...row({}), "只有備註"],
      ],
      lookups,
    );
    expect(checked.ignored).toEqual(["備註", "#" + String(HEADER.length + 2), "Checked by"]);
    expect(checked.rows).toBe(1);
    expect(checked.accepted).toHaveLength(1);
    expect(checked.problems).toEqual([]);
  });
});

describe("checkImport: each refused row says its column and why", () => {
  it.each<[string, RowValues, ReturnType<typeof problemOf>]>([
    ["no code", { ...NEW, code: null }, ["code", "validation.required", {}]],
    ["a code with spaces", { ...NEW, code: "ART 2026" }, ["code", "validation.ecaCode", {}]],
    [
      "a new event without its Chinese name",
      { ...NEW, name_zh: "" },
      ["name_zh", "validation.nameZhRequired", {}],
    ],
    [
      "a new event without its English name",
      { ...NEW, name_en: null },
      ["name_en", "validation.nameEnRequired", {}],
    ],
    [
      "a new event without a category",
      { ...NEW, category: null },
      ["category", "validation.required", {}],
    ],
    [
      "a category the school does not have",
      { ...NEW, category: "Cooking" },
      ["category", "eca.import.error.noSuchCategory", { value: "Cooking" }],
    ],
    [
      "a disabled category",
      { ...NEW, category: "舊類別" },
      ["category", "eca.import.error.categoryDisabled", { value: "舊類別" }],
    ],
    [
      "a new event without its first day",
      { ...NEW, starts_on: null },
      ["starts_on", "validation.required", {}],
    ],
    [
      "a date not in YYYY/MM/DD",
      { ...NEW, starts_on: "02-11-2026" },
      ["starts_on", "eca.import.error.date", {}],
    ],
    [
      "a day the calendar does not have",
      { ...NEW, starts_on: "2026/02/30" },
      ["starts_on", "eca.import.error.date", {}],
    ],
    [
      "an end before the start",
      { ...NEW, ends_on: "2026/11/01" },
      ["ends_on", "validation.endBeforeStart", {}],
    ],
    ["hours with two decimals", { ...NEW, hours: "1.25" }, ["hours", "validation.hours", {}]],
    [
      "neither class nor student number",
      { ...KNOWN, class_name: null, class_number: null },
      ["class_name", "eca.import.error.studentRequired", {}],
    ],
    [
      "a class without its number",
      { ...KNOWN, class_number: null },
      ["class_number", "eca.import.error.studentRequired", {}],
    ],
    [
      "a class number that is not one",
      { ...KNOWN, class_number: "一" },
      ["class_number", "eca.import.error.classNumber", {}],
    ],
    [
      "a class and number no student has",
      { ...KNOWN, class_number: 30 },
      ["class_number", "eca.import.error.noSuchStudent", { value: "4B 30" }],
    ],
    [
      "a student number no student has",
      { ...KNOWN, class_name: null, class_number: null, student_no: "S999" },
      ["student_no", "eca.import.error.noSuchStudent", { value: "S999" }],
    ],
    [
      "class and number of one student, student number of another",
      { ...KNOWN, student_no: "S001" },
      ["student_no", "eca.import.error.studentMismatch", { value: "4B 1" }],
    ],
    [
      "an award the school does not have",
      { ...KNOWN, prize: "Gold" },
      ["prize", "eca.import.error.noSuchPrize", { value: "Gold" }],
    ],
    [
      "a disabled award",
      { ...KNOWN, prize: "紀念獎" },
      ["prize", "eca.import.error.prizeDisabled", { value: "紀念獎" }],
    ],
    [
      "a level that is not one",
      { ...KNOWN, level: "World" },
      ["level", "eca.import.error.noSuchLevel", { value: "World", levels: "校內、全港" }],
    ],
    [
      "an item the recorded event does not have",
      { ...KNOWN, competition_item: "鉛球" },
      ["competition_item", "eca.import.error.noSuchItem", { code: "SPORTS-1", value: "鉛球" }],
    ],
    [
      "a recorded event's name given otherwise",
      { ...KNOWN, name_zh: "陸運會" },
      ["name_zh", "eca.import.error.differsRecorded", { code: "SPORTS-1", value: "校運會" }],
    ],
    [
      "a recorded event's day given otherwise",
      { ...KNOWN, starts_on: "2026/10/06" },
      ["starts_on", "eca.import.error.differsRecorded", { code: "SPORTS-1", value: "2026/10/05" }],
    ],
    [
      "a student the recorded event has for that item",
      { ...KNOWN, class_name: "4A", class_number: 1, competition_item: "100 m" },
      [null, "eca.import.error.alreadyRecorded", { code: "SPORTS-1" }],
    ],
    [
      "a remark too long",
      { ...KNOWN, remark: "字".repeat(2001) },
      ["remark", "validation.tooLong", { max: 2000 }],
    ],
  ])("%s", (_, values, expected) => {
    expect(problemOf(values)).toEqual(expected);
  });

  it("names every problem of a row, and keeps checking the other rows", () => {
    const result = checkImport(
      sheet({ ...NEW, category: "Cooking", class_number: 30 }, KNOWN),
      lookups,
    );
    expect(result.problems.map((p) => [p.row, p.column])).toEqual([
      [2, "category"],
      [2, "class_number"],
    ]);
    expect(result.accepted.map((r) => r.row)).toEqual([3]);
    expect(result.events).toEqual([]);
  });

  it("refuses a repeated row, a later row that contradicts the event's first, and rows of a refused event", () => {
    const result = checkImport(
      sheet(
        NEW,
        { code: "ART-2026", class_name: "4A", class_number: 2 },
        { code: "ART-2026", class_name: "4A", class_number: 1, starts_on: "2026/11/03" },
        { ...NEW, code: "BAD-1", category: "Cooking" },
        { code: "BAD-1", class_name: "4A", class_number: 1 },
      ),
      lookups,
    );
    expect(result.problems.map((p) => [p.row, p.column, p.id, p.values])).toEqual([
      [3, null, "eca.import.error.repeated", { row: 2 }],
      [4, "starts_on", "eca.import.error.differs", { row: 2, value: "2026/11/02" }],
      [5, "category", "eca.import.error.noSuchCategory", { value: "Cooking" }],
      [6, "code", "eca.import.error.eventRefused", { code: "BAD-1", row: 5 }],
    ]);
    expect(result.accepted.map((r) => r.row)).toEqual([2]);
  });
});

describe("checkImport: files refused whole", () => {
  const problem = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof ImportFileProblem) return [error.id, error.values];
      throw error;
    }
    return null;
  };

  it("refuses a changed header, an empty file and one over 5,000 rows", () => {
    const renamed = [...HEADER];
    renamed[3] = "Type";
    expect(problem(() => checkImport([renamed, row(KNOWN)], lookups))).toEqual([
      "eca.import.error.header",
      {},
    ]);
    expect(problem(() => checkImport([HEADER.slice(1), row(KNOWN)], lookups))?.[0]).toBe(
      "eca.import.error.header",
    );
    expect(problem(() => checkImport([], lookups))?.[0]).toBe("eca.import.error.header");
    expect(problem(() => checkImport([HEADER, row({})], lookups))).toEqual([
      "eca.import.error.empty",
      {},
    ]);
    const long = [HEADER, ...Array.from({ length: 5001 }, () => row(KNOWN))];
    expect(problem(() => checkImport(long, lookups))).toEqual([
      "eca.import.error.tooManyRows",
      { max: 5000 },
    ]);
  });
});

describe("cells and days", () => {
  it("reads cells as typed text and days as YYYY/MM/DD", () => {
    expect(cellText(12)).toBe("12");
    expect(cellText("  4A \n")).toBe("4A");
    expect(cellText(new Date(Date.UTC(2026, 0, 9)))).toBe("2026/01/09");
    expect(cellText(null)).toBe("");
    expect(dayOf("2026/1/9")).toBe("2026-01-09");
    expect(dayOf("2026-01-09")).toBeNull();
    expect(dayOf("2025/02/29")).toBeNull();
  });
});
